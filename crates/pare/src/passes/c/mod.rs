//! Rewrites for C in the manner of C-Reduce's clang_delta: each removes one kind of indirection
//! (a call, a parameter, a pointer, an array) and fixes up every use in the same edit, so that
//! plain deletion can then finish the job. They name tree-sitter-c node kinds and run only on
//! grammars of the C family.
//!
//! Without a resolver, names are matched by text. csmith output, the main customer, makes every
//! name unique by construction (`g_N`, `l_N`, `p_N`, `func_N`), so matching by name is
//! resolution as long as these rewrites run before `rename`; a wrong guess only costs a rejected
//! candidate.

pub mod aggregate_to_scalar;
pub mod array_size;
pub mod combine_declarations;
pub mod copy_propagation;
pub mod csmith_crc;
pub mod declarator;
pub mod denest;
pub mod functions;
pub mod init_drop;
pub mod inline_return;
pub mod move_definition;
pub mod param_to_local;
pub mod plain_assign;
pub mod pointer_level;
pub mod return_void;
pub mod scope;
pub mod splice;
pub mod typedefs;
pub mod unused_field;

/// C++ shares tree-sitter-c's kinds but not C's rules: `grammars/cpp.toml` says `family = "c++"`,
/// so the rewrites here that read kinds only (`init-drop`, `plain-assign`, `denest`,
/// `combine-declarations`) run on it and those that match functions or variables by name stay
/// off: with overloading (every operator of libstdc++), the same name in many classes and
/// namespaces, and references, matching by name picks the wrong entity, so most candidates would
/// be broken programs and a few could change the program's meaning. `array-size` and
/// `aggregate-to-scalar` read C's `subscript_expression.index`, which C++ spells differently.
#[cfg(test)]
mod cpp_stays_out {
    use crate::syntax::grammar::Grammar;
    use crate::syntax::language::Lang;

    #[test]
    fn name_matching_inlines_the_wrong_overload_so_cpp_is_not_in_the_family() {
        let src = "int f(int a) { return a + 1; }\nint f(double d) { return 2; }\nint main() { return f(1.5); }\n";
        let cpp = Grammar::get(Lang::Cpp);
        let got = crate::passes::testing::rewritten(Lang::Cpp, src, super::inline_return::inlinings);
        assert!(got.iter().any(|c| c.contains("return (1.5 + 1);") || c.contains("return (1.5) + 1;")), "{got:?}");
        assert!(!cpp.is_c_family(), "the C rewrites that match by name would run on C++");
        assert!(cpp.has_c_kinds(), "the C rewrites that read kinds only would not run on C++");
    }
}
