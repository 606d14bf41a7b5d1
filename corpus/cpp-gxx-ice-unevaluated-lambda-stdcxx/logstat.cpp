// logstat: reads log lines ("2024-05-01T12:00:03 WARN disk: 93% used") from stdin and prints,
// per level and per component, how many lines there were and a latency histogram of the
// lines that carry one ("... took 15ms").
#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <map>
#include <optional>
#include <ranges>
#include <regex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace logstat {

enum class level { debug, info, warn, error };

std::optional<level> parse_level(std::string_view s) {
    static const std::map<std::string_view, level> names{
        {"DEBUG", level::debug}, {"INFO", level::info}, {"WARN", level::warn}, {"ERROR", level::error}};
    if (auto it = names.find(s); it != names.end())
        return it->second;
    return std::nullopt;
}

std::string_view level_name(level l) {
    constexpr std::array<std::string_view, 4> names{"DEBUG", "INFO", "WARN", "ERROR"};
    return names[static_cast<std::size_t>(l)];
}

struct entry {
    std::string time;
    level lvl;
    std::string component;
    std::string message;
    std::optional<std::chrono::milliseconds> took;
};

std::optional<entry> parse(const std::string &line) {
    static const std::regex shape(R"(^(\S+)\s+([A-Z]+)\s+([\w.-]+):\s*(.*)$)");
    static const std::regex latency(R"(took\s+(\d+)ms)");
    std::smatch m;
    if (!std::regex_match(line, m, shape))
        return std::nullopt;
    auto lvl = parse_level(m[2].str());
    if (!lvl)
        return std::nullopt;
    entry e{m[1].str(), *lvl, m[3].str(), m[4].str(), std::nullopt};
    if (std::smatch t; std::regex_search(e.message, t, latency))
        e.took = std::chrono::milliseconds(std::stoll(t[1].str()));
    return e;
}

// A histogram with N buckets of powers of two milliseconds.
template <std::size_t N>
class histogram {
public:
    void add(std::chrono::milliseconds d) {
        auto ms = static_cast<std::uint64_t>(std::max<std::int64_t>(d.count(), 1));
        std::size_t b = std::min<std::size_t>(std::bit_width(ms) - 1, N - 1);
        ++buckets_[b];
        ++total_;
    }
    std::size_t total() const { return total_; }
    std::size_t operator[](std::size_t i) const { return buckets_[i]; }
    template <class F>
    void for_each(F &&f) const {
        for (std::size_t i = 0; i < N; ++i)
            if (buckets_[i])
                f(std::size_t{2} << i, buckets_[i]);
    }

private:
    std::array<std::size_t, N> buckets_{};
    std::size_t total_ = 0;
};

template <class Tag = decltype([] {})>
struct call_counter {
    std::size_t calls = 0;
};

struct percentiles {
    std::size_t p50 = 0, p90 = 0, p99 = 0;
};

// The bucket bounds below which 50%, 90% and 99% of the histogram's samples lie.
template <std::size_t N, class Clock>
percentiles estimate(const histogram<N> &h) {
    percentiles p;
    call_counter<> counter;
    std::size_t seen = 0;
    h.for_each([&](std::size_t bound, std::size_t n) {
        seen += n;
        if (!p.p50 && seen * 2 >= h.total())
            p.p50 = bound;
        if (!p.p90 && seen * 10 >= h.total() * 9)
            p.p90 = bound;
        if (!p.p99 && seen * 100 >= h.total() * 99)
            p.p99 = bound;
    });
    return p;
}

struct report {
    std::map<level, std::size_t> per_level;
    std::unordered_map<std::string, std::size_t> per_component;
    histogram<16> latency;
    std::vector<std::string> errors;

    void add(const entry &e) {
        ++per_level[e.lvl];
        ++per_component[e.component];
        if (e.took)
            latency.add(*e.took);
        if (e.lvl == level::error)
            errors.push_back(e.time + " " + e.component + ": " + e.message);
    }

    void print(std::ostream &out, std::size_t top) const {
        for (auto [lvl, n] : per_level)
            out << std::setw(6) << level_name(lvl) << ' ' << n << '\n';
        std::vector<std::pair<std::string, std::size_t>> comps(per_component.begin(), per_component.end());
        std::ranges::sort(comps, std::ranges::greater{}, &std::pair<std::string, std::size_t>::second);
        for (const auto &[name, n] : comps | std::views::take(top))
            out << "  " << std::left << std::setw(20) << name << std::right << n << '\n';
        if (latency.total()) {
            auto p = estimate<16, std::chrono::steady_clock>(latency);
            out << "latency p50<=" << p.p50 << "ms p90<=" << p.p90 << "ms p99<=" << p.p99 << "ms\n";
        }
        auto recent = errors | std::views::reverse | std::views::take(3);
        for (const auto &line : recent)
            out << "! " << line << '\n';
    }
};

} // namespace logstat

int main(int argc, char **argv) {
    std::size_t top = 5;
    if (argc > 2 && std::string_view(argv[1]) == "--top")
        top = std::stoul(argv[2]);
    logstat::report r;
    std::size_t unparsed = 0;
    for (std::string line; std::getline(std::cin, line);) {
        if (auto e = logstat::parse(line))
            r.add(*e);
        else
            ++unparsed;
    }
    r.print(std::cout, top);
    if (unparsed)
        std::cerr << unparsed << " lines not understood\n";
    return 0;
}
