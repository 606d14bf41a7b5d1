extern int printf (const char *, ...);
typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;
typedef signed long int __int64_t;
typedef unsigned long int __uint64_t;
typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;
typedef long int __quad_t;
typedef unsigned long int __u_quad_t;
typedef long int __intmax_t;
typedef unsigned long int __uintmax_t;
typedef unsigned long int __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long int __ino_t;
typedef unsigned long int __ino64_t;
typedef unsigned int __mode_t;
typedef unsigned long int __nlink_t;
typedef long int __off_t;
typedef long int __off64_t;
typedef int __pid_t;
typedef struct { int __val[2]; } __fsid_t;
typedef long int __clock_t;
typedef unsigned long int __rlim_t;
typedef unsigned long int __rlim64_t;
typedef unsigned int __id_t;
typedef long int __time_t;
typedef unsigned int __useconds_t;
typedef long int __suseconds_t;
typedef long int __suseconds64_t;
typedef int __daddr_t;
typedef int __key_t;
typedef int __clockid_t;
typedef void * __timer_t;
typedef long int __blksize_t;
typedef long int __blkcnt_t;
typedef long int __blkcnt64_t;
typedef unsigned long int __fsblkcnt_t;
typedef unsigned long int __fsblkcnt64_t;
typedef unsigned long int __fsfilcnt_t;
typedef unsigned long int __fsfilcnt64_t;
typedef long int __fsword_t;
typedef long int __ssize_t;
typedef long int __syscall_slong_t;
typedef unsigned long int __syscall_ulong_t;
typedef __off64_t __loff_t;
typedef char *__caddr_t;
typedef long int __intptr_t;
typedef unsigned int __socklen_t;
typedef int __sig_atomic_t;
typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;
typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef long int int_fast16_t;
typedef long int int_fast32_t;
typedef long int int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef unsigned long int uint_fast16_t;
typedef unsigned long int uint_fast32_t;
typedef unsigned long int uint_fast64_t;
typedef long int intptr_t;
typedef unsigned long int uintptr_t;
typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;
float fabsf(float);
double fabs(double);
static int8_t
(safe_unary_minus_func_int8_t_s)(int8_t si )
{
 
  return
    -si;
}
static int8_t
(safe_add_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 + si2);
}
static int8_t
(safe_sub_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    (si1 - si2);
}
static int8_t
(safe_mul_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    si1 * si2;
}
static int8_t
(safe_mod_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int8_t
(safe_div_func_int8_t_s_s)(int8_t si1, int8_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int8_t
(safe_lshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((127) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int8_t
(safe_lshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((127) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_s)(int8_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int8_t
(safe_rshift_func_int8_t_s_u)(int8_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int16_t
(safe_unary_minus_func_int16_t_s)(int16_t si )
{
 
  return
    -si;
}
static int16_t
(safe_add_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 + si2);
}
static int16_t
(safe_sub_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    (si1 - si2);
}
static int16_t
(safe_mul_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    si1 * si2;
}
static int16_t
(safe_mod_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int16_t
(safe_div_func_int16_t_s_s)(int16_t si1, int16_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int16_t
(safe_lshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((32767) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int16_t
(safe_lshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((32767) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_s)(int16_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int16_t
(safe_rshift_func_int16_t_s_u)(int16_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int32_t
(safe_unary_minus_func_int32_t_s)(int32_t si )
{
 
  return
    (si==(-2147483647-1)) ?
    ((si)) :
    -si;
}
static int32_t
(safe_add_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((2147483647)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-2147483647-1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int32_t
(safe_sub_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(2147483647))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int32_t
(safe_mul_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((2147483647) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-2147483647-1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-2147483647-1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((2147483647) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int32_t
(safe_mod_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int32_t
(safe_div_func_int32_t_s_s)(int32_t si1, int32_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int32_t
(safe_lshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((2147483647) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int32_t
(safe_lshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((2147483647) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_s)(int32_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int32_t
(safe_rshift_func_int32_t_s_u)(int32_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static int64_t
(safe_unary_minus_func_int64_t_s)(int64_t si )
{
 
  return
    (si==(-9223372036854775807L -1)) ?
    ((si)) :
    -si;
}
static int64_t
(safe_add_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1>0) && (si2>0) && (si1 > ((9223372036854775807L)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-9223372036854775807L -1)-si2)))) ?
    ((si1)) :
    (si1 + si2);
}
static int64_t
(safe_sub_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(9223372036854775807L))))-si2)^si2)) < 0) ?
    ((si1)) :
    (si1 - si2);
}
static int64_t
(safe_mul_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    (((si1 > 0) && (si2 > 0) && (si1 > ((9223372036854775807L) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-9223372036854775807L -1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-9223372036854775807L -1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((9223372036854775807L) / si1)))) ?
    ((si1)) :
    si1 * si2;
}
static int64_t
(safe_mod_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 % si2);
}
static int64_t
(safe_div_func_int64_t_s_s)(int64_t si1, int64_t si2 )
{
 
  return
    ((si2 == 0) || ((si1 == (-9223372036854775807L -1)) && (si2 == (-1)))) ?
    ((si1)) :
    (si1 / si2);
}
static int64_t
(safe_lshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((9223372036854775807L) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static int64_t
(safe_lshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((9223372036854775807L) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_s)(int64_t left, int right )
{
 
  return
    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :
    (left >> ((int)right));
}
static int64_t
(safe_rshift_func_int64_t_s_u)(int64_t left, unsigned int right )
{
 
  return
    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint8_t
(safe_unary_minus_func_uint8_t_u)(uint8_t ui )
{
 
  return -ui;
}
static uint8_t
(safe_add_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 + ui2;
}
static uint8_t
(safe_sub_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ui1 - ui2;
}
static uint8_t
(safe_mul_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint8_t
(safe_mod_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint8_t
(safe_div_func_uint8_t_u_u)(uint8_t ui1, uint8_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint8_t
(safe_lshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((255) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint8_t
(safe_lshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((255) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_s)(uint8_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint8_t
(safe_rshift_func_uint8_t_u_u)(uint8_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint16_t
(safe_unary_minus_func_uint16_t_u)(uint16_t ui )
{
 
  return -ui;
}
static uint16_t
(safe_add_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 + ui2;
}
static uint16_t
(safe_sub_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ui1 - ui2;
}
static uint16_t
(safe_mul_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint16_t
(safe_mod_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint16_t
(safe_div_func_uint16_t_u_u)(uint16_t ui1, uint16_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint16_t
(safe_lshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((65535) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint16_t
(safe_lshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((65535) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_s)(uint16_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint16_t
(safe_rshift_func_uint16_t_u_u)(uint16_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint32_t
(safe_unary_minus_func_uint32_t_u)(uint32_t ui )
{
 
  return -ui;
}
static uint32_t
(safe_add_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 + ui2;
}
static uint32_t
(safe_sub_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ui1 - ui2;
}
static uint32_t
(safe_mul_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}
static uint32_t
(safe_mod_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint32_t
(safe_div_func_uint32_t_u_u)(uint32_t ui1, uint32_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint32_t
(safe_lshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((4294967295U) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint32_t
(safe_lshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((4294967295U) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_s)(uint32_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint32_t
(safe_rshift_func_uint32_t_u_u)(uint32_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static uint64_t
(safe_unary_minus_func_uint64_t_u)(uint64_t ui )
{
 
  return -ui;
}
static uint64_t
(safe_add_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 + ui2;
}
static uint64_t
(safe_sub_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ui1 - ui2;
}
static uint64_t
(safe_mul_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return ((unsigned long long)ui1) * ((unsigned long long)ui2);
}
static uint64_t
(safe_mod_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 % ui2);
}
static uint64_t
(safe_div_func_uint64_t_u_u)(uint64_t ui1, uint64_t ui2 )
{
 
  return
    (ui2 == 0) ?
    ((ui1)) :
    (ui1 / ui2);
}
static uint64_t
(safe_lshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((18446744073709551615UL) >> ((int)right)))) ?
    ((left)) :
    (left << ((int)right));
}
static uint64_t
(safe_lshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    ((((unsigned int)right) >= 32) || (left > ((18446744073709551615UL) >> ((unsigned int)right)))) ?
    ((left)) :
    (left << ((unsigned int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_s)(uint64_t left, int right )
{
 
  return
    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :
    (left >> ((int)right));
}
static uint64_t
(safe_rshift_func_uint64_t_u_u)(uint64_t left, unsigned int right )
{
 
  return
    (((unsigned int)right) >= 32) ?
    ((left)) :
    (left >> ((unsigned int)right));
}
static float
(safe_add_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0.5f * sf1) + (0.5f * sf2)) > (0.5f * 3.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 + sf2);
}
static float
(safe_sub_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0.5f * sf1) - (0.5f * sf2)) > (0.5f * 3.40282346638528859811704183484516925e+38F)) ?
    (sf1) :
    (sf1 - sf2);
}
static float
(safe_mul_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    (fabsf((0x1.0p-100f * sf1) * (0x1.0p-28f * sf2)) > (0x1.0p-100f * (0x1.0p-28f * 3.40282346638528859811704183484516925e+38F))) ?
    (sf1) :
    (sf1 * sf2);
}
static float
(safe_div_func_float_f_f)(float sf1, float sf2 )
{
 
  return
    ((fabsf(sf2) < 1.0f) && (((sf2 == 0.0f) || (fabsf((0x1.0p-49f * sf1) / (0x1.0p100f * sf2))) > (0x1.0p-100f * (0x1.0p-49f * 3.40282346638528859811704183484516925e+38F))))) ?
    (sf1) :
    (sf1 / sf2);
}
static double
(safe_add_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) + (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 + sf2);
}
static double
(safe_sub_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0.5 * sf1) - (0.5 * sf2)) > (0.5 * ((double)1.79769313486231570814527423731704357e+308L))) ?
    (sf1) :
    (sf1 - sf2);
}
static double
(safe_mul_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    (fabs((0x1.0p-100 * sf1) * (0x1.0p-924 * sf2)) > (0x1.0p-100 * (0x1.0p-924 * ((double)1.79769313486231570814527423731704357e+308L)))) ?
    (sf1) :
    (sf1 * sf2);
}
static double
(safe_div_func_double_f_f)(double sf1, double sf2 )
{
 
  return
    ((fabs(sf2) < 1.0) && (((sf2 == 0.0) || (fabs((0x1.0p-974 * sf1) / (0x1.0p100 * sf2))) > (0x1.0p-100 * (0x1.0p-974 * ((double)1.79769313486231570814527423731704357e+308L)))))) ?
    (sf1) :
    (sf1 / sf2);
}
static int32_t
(safe_convert_func_float_to_int32_t)(float sf1 )
{
 
  return
    ((sf1 <= (-2147483647-1)) || (sf1 >= (2147483647))) ?
    ((2147483647)) :
    ((int32_t)(sf1));
}
static inline void platform_main_begin(void)
{
}
static inline void crc32_gentab (void)
{
}
uint64_t crc32_context;
extern int strcmp (const char *, const char *);
static inline void
transparent_crc (uint64_t val, char* vname, int flag)
{
  if (flag) printf ("%s %d\n", vname, val);
  crc32_context += val;
}
static void
transparent_crc_bytes (char *ptr, int nbytes, char* vname, int flag)
{
  int i;
  for (i=0; i<nbytes; i++) {
    crc32_context += ptr[i];
  }
  if (flag) {
    printf("...checksum after hashing %s : %lX\n", vname, crc32_context ^ 0xFFFFFFFFUL);
  }
}
static inline void
platform_main_end (uint64_t x, int flag)
{
  if (!flag) {
    printf ("checksum = %llx\n", x);
  }
}
static long __undefined;
struct S0 {
   const volatile unsigned f0 : 3;
   volatile unsigned f1 : 14;
};
struct S1 {
   signed f0 : 4;
   unsigned f1 : 6;
   unsigned f2 : 17;
};
union U2 {
   uint8_t f0;
   int8_t * const volatile f1;
   int8_t f2;
   int8_t * f3;
};
static int16_t g_11 = 0xD3F5L;
static int8_t g_23 = 0xAFL;
static int8_t *g_22[5] = {&g_23,&g_23,&g_23,&g_23,&g_23};
static uint16_t g_31 = 0xDDB8L;
static int32_t g_35 = (-8L);
static int32_t * volatile g_34[10] = {&g_35,(void*)0,(void*)0,&g_35,(void*)0,(void*)0,&g_35,(void*)0,(void*)0,&g_35};
static int32_t *g_45 = &g_35;
static int32_t ** volatile g_44 = &g_45;
static uint32_t g_74[6][9][4] = {{{0xA5446388L,9UL,0xA5446388L,4294967295UL},{4294967292UL,9UL,0xF8E388CDL,9UL},{4294967292UL,4294967295UL,0xA5446388L,9UL},{0xA5446388L,9UL,0xA5446388L,4294967295UL},{4294967292UL,9UL,0xF8E388CDL,9UL},{4294967292UL,4294967295UL,0xA5446388L,9UL},{0xA5446388L,9UL,0xA5446388L,4294967295UL},{4294967292UL,9UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL}},{{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL}},{{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL}},{{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL}},{{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL}},{{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL},{0xF8E388CDL,4294967295UL,0xF8E388CDL,4294967295UL},{0xA5446388L,4294967295UL,4294967292UL,4294967295UL},{0xA5446388L,4294967295UL,0xF8E388CDL,4294967295UL}}};
static uint64_t g_80 = 0xF5C31AFCD19E8F13LL;
static int32_t g_94[1] = {0x6803F40BL};
static int32_t * volatile g_93 = &g_94[0];
static uint64_t g_104 = 9UL;
static struct S1 g_117 = {-3,1,80};
static int32_t g_122[8] = {(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)};
static const int32_t *g_166 = &g_94[0];
static const int32_t **g_165[7] = {&g_166,&g_166,&g_166,&g_166,&g_166,&g_166,&g_166};
static volatile struct S0 g_174 = {0,27};
static int16_t g_177 = 0x989EL;
static int64_t g_178 = 0x1EF3BD04730346E1LL;
static int16_t g_196[4][7] = {{0L,1L,0L,1L,0L,1L,0L},{0xBC4BL,0xBC4BL,1L,1L,0xBC4BL,0xBC4BL,1L},{(-5L),1L,(-5L),1L,(-5L),1L,(-5L)},{0xBC4BL,1L,1L,0xBC4BL,0xBC4BL,1L,1L}};
static volatile union U2 g_218 = {0x44L};
static volatile struct S0 g_225[5][2] = {{{0,94},{0,121}},{{0,94},{0,94}},{{0,121},{0,94}},{{0,94},{0,121}},{{0,94},{0,94}}};
static struct S1 g_227 = {-1,5,138};
static struct S0 g_256 = {0,17};
static const uint64_t g_314 = 0xE078AECB3775B815LL;
static uint32_t g_318 = 18446744073709551615UL;
static volatile struct S0 g_334 = {1,10};
static volatile uint32_t g_340 = 0UL;
static volatile uint32_t *g_357[5] = {&g_340,&g_340,&g_340,&g_340,&g_340};
static volatile uint32_t **g_356[2][3] = {{(void*)0,(void*)0,(void*)0},{&g_357[4],&g_357[4],&g_357[4]}};
static volatile uint32_t *** volatile g_358[1] = {&g_356[1][0]};
static volatile struct S1 g_399 = {-3,6,87};
static volatile struct S1 *g_398 = &g_399;
static volatile struct S1 * volatile * volatile g_397[2][3][7] = {{{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398}},{{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398},{&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398}}};
static volatile struct S1 * volatile * volatile * volatile g_400 = &g_397[0][1][5];
static int8_t g_465 = 0x34L;
static uint32_t g_488[4] = {0xD1CA73F8L,0xD1CA73F8L,0xD1CA73F8L,0xD1CA73F8L};
static const struct S0 g_518 = {1,19};
static union U2 g_540 = {0UL};
static int8_t g_565 = 4L;
static uint32_t g_573[8] = {0xE1B79860L,1UL,0xE1B79860L,1UL,0xE1B79860L,1UL,0xE1B79860L,1UL};
static int32_t * const volatile g_587 = &g_94[0];
static int16_t *g_712 = (void*)0;
static volatile union U2 g_721 = {0x12L};
static int32_t *g_737 = (void*)0;
static int32_t ** volatile g_736[1][4] = {{&g_737,&g_737,&g_737,&g_737}};
static uint32_t g_754[8][3][4] = {{{0xCC9C650DL,18446744073709551614UL,1UL,18446744073709551615UL},{0x6426BB72L,18446744073709551613UL,0x15ACDE51L,18446744073709551613UL},{18446744073709551615UL,18446744073709551613UL,18446744073709551613UL,0x46A59AC4L}},{{0x46A59AC4L,0x06F54FECL,0xFFDB2219L,0xCC9C650DL},{0x92ABF844L,0x7A4A6D5CL,1UL,0x129C5801L},{0x92ABF844L,6UL,0xFFDB2219L,0x04E114F6L}},{{0x46A59AC4L,0x129C5801L,18446744073709551613UL,0x7320D0F4L},{18446744073709551615UL,0xFFDB2219L,0x15ACDE51L,0x4B542BCDL},{0x6426BB72L,0xDB68B8E3L,1UL,6UL}},{{0xCC9C650DL,1UL,0x56F453E8L,18446744073709551615UL},{0x4B542BCDL,0x9E329A3DL,0x06F54FECL,1UL},{18446744073709551613UL,0x04E114F6L,9UL,9UL}},{{0xD4E66103L,0xD4E66103L,0UL,0xAA949499L},{9UL,0x48B98AABL,0UL,1UL},{18446744073709551607UL,0x3E2ACBE9L,0x92ABF844L,0UL}},{{0x148745CBL,0x3E2ACBE9L,0x04E114F6L,1UL},{0x3E2ACBE9L,0x48B98AABL,0x10154780L,0xAA949499L},{0UL,0xD4E66103L,0x148745CBL,9UL}},{{18446744073709551607UL,0x48B98AABL,0x7320D0F4L,0x148745CBL},{0xDE3F9943L,0x8FC5C898L,0UL,0x7A4A6D5CL},{0UL,0x9E329A3DL,1UL,0x56F453E8L}},{{0x157516B1L,0x92ABF844L,0xD4E66103L,0xCC9C650DL},{0x3E2ACBE9L,18446744073709551614UL,0x3E2ACBE9L,0xB8DEBD81L},{0x7320D0F4L,0x4B542BCDL,0UL,0x48B98AABL}}};
static struct S0 g_763[3][6] = {{{0,35},{0,104},{1,103},{0,104},{0,35},{0,35}},{{0,54},{0,104},{0,104},{0,54},{1,3},{0,54}},{{0,54},{1,3},{0,54},{0,104},{0,104},{0,54}}};
static uint64_t *g_765 = &g_104;
static uint64_t * volatile * volatile g_764 = &g_765;
static int8_t **g_774 = &g_22[4];
static uint64_t **g_786 = &g_765;
static uint64_t ***g_785 = &g_786;
static uint64_t **** volatile g_784 = &g_785;
static volatile union U2 g_899[9] = {{0x33L},{0x33L},{0xFCL},{0x33L},{0x33L},{0xFCL},{0x33L},{0x33L},{0xFCL}};
static volatile uint16_t g_908 = 0x5D1FL;
static uint32_t *g_909 = &g_488[0];
static uint8_t *g_931 = (void*)0;
static uint8_t *g_932[4][8] = {{&g_540.f0,&g_540.f0,&g_540.f0,(void*)0,(void*)0,(void*)0,(void*)0,&g_540.f0},{&g_540.f0,&g_540.f0,&g_540.f0,(void*)0,(void*)0,(void*)0,(void*)0,&g_540.f0},{&g_540.f0,&g_540.f0,&g_540.f0,(void*)0,(void*)0,(void*)0,(void*)0,&g_540.f0},{&g_540.f0,&g_540.f0,&g_540.f0,(void*)0,(void*)0,(void*)0,(void*)0,&g_540.f0}};
static int16_t g_948 = 0xF4D0L;
static volatile union U2 g_949 = {0xA0L};
static uint16_t g_952 = 0x1411L;
static int32_t ** const volatile g_960 = &g_45;
static uint32_t *g_999 = &g_754[5][1][2];
static uint32_t * volatile *g_998 = &g_999;
static int32_t ** volatile g_1014 = &g_45;
static union U2 g_1032 = {0xB7L};
static struct S0 g_1057[6][3][10] = {{{{1,41},{1,43},{1,41},{0,106},{0,75},{0,63},{0,97},{1,91},{0,63},{1,84}},{{1,85},{0,2},{0,55},{1,85},{0,118},{1,2},{1,62},{1,91},{0,23},{0,2}},{{0,77},{0,109},{1,41},{0,81},{0,63},{1,75},{0,2},{0,106},{0,106},{0,2}}},{{{0,97},{0,44},{1,88},{1,88},{0,44},{0,97},{1,84},{0,2},{0,63},{1,23}},{{0,81},{1,85},{1,45},{1,62},{0,77},{0,83},{0,81},{0,75},{1,2},{0,2}},{{0,81},{1,30},{0,97},{0,118},{1,41},{0,97},{0,2},{0,109},{1,75},{0,75}}},{{{0,97},{0,2},{0,109},{1,75},{0,75},{1,75},{0,109},{0,2},{0,97},{1,41}},{{0,77},{1,85},{0,61},{0,75},{0,2},{1,2},{0,75},{0,81},{0,83},{0,77}},{{1,85},{1,75},{0,97},{0,75},{1,23},{0,63},{0,2},{1,84},{0,97},{0,44}}},{{{1,41},{0,81},{0,63},{1,75},{0,2},{0,106},{0,106},{0,2},{1,75},{0,63}},{{0,2},{0,2},{0,83},{0,118},{0,2},{0,23},{1,91},{1,62},{0,77},{1,75}},{{1,75},{1,124},{0,121},{0,109},{1,2},{1,3},{1,41},{1,8},{1,3},{1,30}}},{{{0,55},{0,106},{0,23},{0,55},{1,75},{1,45},{0,61},{1,41},{0,61},{1,45}},{{0,97},{1,96},{0,44},{1,96},{0,97},{1,85},{0,106},{0,109},{0,81},{0,106}},{{1,41},{0,83},{0,55},{1,23},{0,83},{1,8},{1,30},{0,23},{1,3},{0,106}}},{{{1,113},{1,23},{1,3},{0,61},{0,97},{0,55},{1,113},{1,30},{1,45},{1,45}},{{1,96},{0,63},{0,118},{1,75},{1,75},{0,118},{0,63},{1,96},{1,85},{1,30}},{{1,41},{1,45},{1,113},{1,88},{1,2},{0,83},{1,96},{1,45},{1,8},{1,75}}}};
static int32_t * volatile g_1076 = &g_122[7];
static int32_t * volatile * volatile g_1077[7][7][2] = {{{(void*)0,&g_93},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_34[8],&g_34[8]},{(void*)0,&g_34[0]},{&g_34[0],&g_737}},{{&g_737,&g_34[8]},{&g_737,&g_34[8]},{&g_34[8],(void*)0},{&g_1076,&g_737},{&g_34[1],&g_93},{&g_737,(void*)0},{&g_45,(void*)0}},{{&g_34[8],&g_34[8]},{&g_45,(void*)0},{&g_1076,&g_737},{(void*)0,&g_737},{&g_93,&g_34[8]},{&g_737,(void*)0},{&g_737,&g_34[8]}},{{&g_34[8],(void*)0},{(void*)0,(void*)0},{&g_34[8],&g_34[8]},{&g_737,(void*)0},{&g_737,&g_34[8]},{&g_93,&g_737},{(void*)0,&g_737}},{{&g_1076,(void*)0},{&g_45,&g_34[8]},{&g_34[8],(void*)0},{&g_45,(void*)0},{&g_737,&g_93},{&g_34[1],&g_737},{&g_1076,(void*)0}},{{&g_34[8],&g_34[8]},{&g_737,&g_34[8]},{&g_737,&g_737},{&g_34[0],&g_34[0]},{(void*)0,&g_34[8]},{&g_34[8],(void*)0},{(void*)0,(void*)0}},{{(void*)0,(void*)0},{(void*)0,&g_93},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_34[8],&g_34[8]},{(void*)0,&g_34[0]}}};
static volatile struct S0 g_1079[8] = {{1,23},{1,107},{1,107},{1,23},{1,107},{1,107},{1,23},{1,107}};
static volatile uint16_t * volatile g_1086[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile uint16_t * volatile *g_1085 = &g_1086[6];
static int32_t ** volatile g_1120 = (void*)0;
static int32_t ** volatile g_1121 = (void*)0;
static int32_t ** volatile g_1122 = &g_737;
static struct S0 g_1137[2][5] = {{{1,1},{0,104},{1,1},{1,1},{0,104}},{{1,1},{0,74},{0,74},{1,1},{0,74}}};
static const volatile uint16_t g_1151 = 65528UL;
static int32_t g_1152[4][8] = {{0L,0xD942BD39L,(-8L),0L,0L,(-8L),0xD942BD39L,0L},{(-5L),0L,1L,7L,0L,7L,1L,0L},{0L,1L,(-5L),0L,7L,7L,0L,(-5L)},{0L,0L,(-8L),0xD942BD39L,0L,(-8L),0L,0xD942BD39L}};
static volatile struct S0 g_1159[8][2] = {{{0,63},{0,28}},{{1,41},{0,72}},{{0,28},{0,72}},{{1,41},{0,28}},{{0,63},{0,63}},{{0,63},{0,28}},{{1,41},{0,72}},{{0,28},{0,72}}};
static int32_t g_1198 = 0L;
static int32_t g_1211 = 0x2C9CAC0AL;
static volatile int8_t g_1212 = 0xDCL;
static volatile int32_t g_1230[4] = {0xE1AA18D5L,0xE1AA18D5L,0xE1AA18D5L,0xE1AA18D5L};
static const struct S0 g_1238[8] = {{0,34},{0,34},{0,34},{0,34},{0,34},{0,34},{0,34},{0,34}};
static uint32_t g_1268 = 0UL;
static int32_t ** volatile g_1270[9][3][7] = {{{&g_737,&g_737,&g_737,&g_737,&g_737,&g_737,&g_737},{(void*)0,&g_737,&g_737,&g_737,(void*)0,&g_737,&g_45},{&g_737,&g_737,&g_737,&g_737,&g_737,(void*)0,(void*)0}},{{&g_45,&g_737,&g_737,&g_737,&g_45,&g_45,(void*)0},{&g_737,&g_737,(void*)0,(void*)0,&g_737,&g_737,&g_737},{&g_737,&g_737,&g_45,&g_737,&g_737,&g_737,(void*)0}},{{&g_737,(void*)0,&g_737,&g_737,(void*)0,&g_45,(void*)0},{&g_45,(void*)0,&g_737,&g_737,&g_45,&g_737,&g_737},{&g_737,&g_737,&g_737,(void*)0,&g_737,&g_737,&g_737}},{{(void*)0,&g_45,&g_45,(void*)0,&g_737,&g_45,&g_737},{&g_737,&g_737,&g_45,&g_737,&g_737,&g_737,&g_737},{&g_737,(void*)0,&g_45,&g_737,&g_45,&g_737,&g_45}},{{&g_737,&g_737,&g_737,&g_737,&g_737,&g_45,&g_45},{&g_737,&g_737,&g_737,(void*)0,(void*)0,(void*)0,&g_737},{&g_45,&g_45,&g_737,&g_737,&g_737,&g_737,&g_737}},{{(void*)0,&g_45,&g_45,(void*)0,&g_737,&g_737,(void*)0},{&g_737,&g_45,(void*)0,&g_737,&g_737,&g_737,&g_737},{(void*)0,(void*)0,&g_737,(void*)0,(void*)0,&g_737,&g_737}},{{&g_737,&g_737,&g_45,&g_737,&g_737,&g_45,&g_737},{&g_737,&g_737,&g_737,&g_737,&g_737,&g_737,&g_45},{(void*)0,&g_737,(void*)0,&g_737,&g_737,&g_737,&g_45}},{{(void*)0,&g_45,(void*)0,&g_737,&g_737,(void*)0,&g_45},{&g_737,&g_737,&g_737,&g_737,(void*)0,&g_45,&g_737},{(void*)0,&g_45,&g_45,(void*)0,(void*)0,&g_737,(void*)0}},{{&g_737,&g_45,&g_737,&g_737,&g_45,&g_737,&g_737},{(void*)0,(void*)0,&g_45,&g_45,(void*)0,(void*)0,&g_737},{&g_737,&g_737,&g_45,(void*)0,&g_737,&g_737,&g_737}}};
static const uint16_t g_1295 = 0xF642L;
static const uint16_t *g_1294 = &g_1295;
static const uint16_t **g_1293 = &g_1294;
static struct S1 * const *g_1301 = (void*)0;
static union U2 g_1310 = {0x19L};
static int64_t g_1346 = (-1L);
static volatile union U2 g_1353 = {254UL};
static int32_t ** volatile g_1360 = &g_737;
static struct S0 g_1372 = {1,45};
static uint16_t g_1485 = 65534UL;
static int16_t g_1490[8][6] = {{0L,(-1L),0x49BBL,0L,0L,0x49BBL},{0L,0L,0x6E15L,0xD3DBL,0L,(-1L)},{0L,(-1L),0L,0xD3DBL,(-1L),0x6E15L},{0L,0L,0L,0L,0L,(-1L)},{0L,0L,0x6E15L,0L,(-1L),0x49BBL},{0L,(-1L),0x49BBL,0L,0L,0x49BBL},{0L,0L,0x6E15L,0xD3DBL,0L,(-1L)},{0L,(-1L),0L,0xD3DBL,(-1L),0x6E15L}};
static int64_t g_1500[1][8] = {{0x0FAF2D40DD16CA40LL,0x0FAF2D40DD16CA40LL,0x0FAF2D40DD16CA40LL,0x0FAF2D40DD16CA40LL,0x0FAF2D40DD16CA40LL,0x0FAF2D40DD16CA40LL,0x0FAF2D40DD16CA40LL,0x0FAF2D40DD16CA40LL}};
static const int32_t ** volatile g_1559 = &g_166;
static volatile struct S0 g_1560[2] = {{1,52},{1,52}};
static struct S1 *g_1612 = &g_117;
static volatile union U2 g_1613 = {0x8BL};
static const struct S1 g_1620 = {-3,5,109};
static const struct S1 *g_1619 = &g_1620;
static const struct S1 **g_1618 = &g_1619;
static volatile union U2 g_1651 = {0x1BL};
static int32_t ** volatile g_1655 = (void*)0;
static int32_t ** volatile g_1656 = (void*)0;
static int32_t ** volatile g_1657 = &g_737;
static uint64_t g_1670 = 0x9DC12A61F2CA8705LL;
static union U2 g_1675[8][3] = {{{0x18L},{0x43L},{0x43L}},{{0x18L},{0x43L},{0x43L}},{{0x18L},{0x43L},{0x43L}},{{0x18L},{0x43L},{0x43L}},{{0x18L},{0x43L},{0x43L}},{{0x18L},{0x43L},{0x43L}},{{0x18L},{0x43L},{0x43L}},{{0x18L},{0x43L},{0x43L}}};
static uint32_t g_1720[3][4] = {{0xC2F4A838L,0xC2F4A838L,0xC2F4A838L,0xC2F4A838L},{0xC2F4A838L,0xC2F4A838L,0xC2F4A838L,0xC2F4A838L},{0xC2F4A838L,0xC2F4A838L,0xC2F4A838L,0xC2F4A838L}};
static const int32_t ** volatile g_1721 = &g_166;
static struct S0 ** volatile g_1818 = (void*)0;
static struct S0 *g_1821[3] = {&g_256,&g_256,&g_256};
static struct S0 ** volatile g_1820 = &g_1821[0];
static struct S0 **g_1839 = &g_1821[0];
static struct S0 *** volatile g_1850 = &g_1839;
static int32_t **g_1854 = &g_45;
static int32_t ***g_1853 = &g_1854;
static int32_t ** const **g_1903 = (void*)0;
static int32_t ** const ***g_1902 = &g_1903;
static volatile struct S1 * volatile g_1917[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint64_t *g_1976 = &g_1670;
static const int32_t g_1985 = 1L;
static uint32_t g_2007 = 0x1FF7A524L;
static volatile int16_t g_2013[1] = {1L};
static volatile int64_t g_2016 = 0x2BA4FCDC61D34903LL;
static union U2 g_2033 = {1UL};
static union U2 *g_2032 = &g_2033;
static int8_t * const volatile *g_2045[3][10][1] = {{{&g_22[0]},{&g_22[3]},{&g_22[2]},{&g_22[2]},{&g_22[4]},{&g_22[3]},{&g_22[4]},{&g_22[3]},{&g_22[4]},{&g_22[2]}},{{&g_22[2]},{&g_22[3]},{&g_22[0]},{&g_22[3]},{&g_22[0]},{&g_22[3]},{&g_22[2]},{&g_22[2]},{&g_22[4]},{&g_22[3]}},{{&g_22[4]},{&g_22[3]},{&g_22[4]},{&g_22[1]},{&g_22[2]},{&g_22[3]},{&g_22[4]},{&g_22[0]},{&g_22[4]},{&g_22[3]}}};
static int8_t * const volatile * volatile *g_2044 = &g_2045[0][8][0];
static int8_t * const volatile * volatile **g_2043 = &g_2044;
static union U2 g_2053 = {0UL};
static int16_t **g_2054 = &g_712;
static struct S0 g_2062 = {1,89};
static struct S0 g_2079 = {0,122};
static uint16_t func_1(void);
static int32_t * func_2(int8_t * const p_3, const int32_t * const p_4);
static int8_t * func_5(uint64_t p_6, int64_t p_7, int32_t p_8, int8_t * p_9, const int8_t * p_10);
static const uint8_t func_14(int32_t * const p_15, int8_t p_16, int32_t p_17);
static int32_t * func_18(int8_t * p_19, int32_t p_20, uint64_t p_21);
static struct S1 func_46(uint8_t p_47, int32_t * p_48, int8_t p_49);
static int64_t func_54(uint8_t p_55);
static uint8_t func_59(uint32_t p_60, struct S1 p_61, uint16_t * p_62);
static uint32_t func_63(uint32_t p_64, int32_t ** p_65);
static int32_t func_109(int64_t p_110, uint32_t p_111);
static uint16_t func_1(void)
{
    int32_t l_28 = 0xF81320F2L;
    int8_t *l_29 = &g_23;
    uint16_t *l_30 = &g_31;
    int8_t *l_916 = &g_465;
    int32_t **l_1770 = &g_737;
    uint16_t **l_1774[7];
    uint16_t ***l_1773 = &l_1774[0];
    int16_t l_1784 = 0x9F5CL;
    int32_t *l_1790[8];
    int32_t l_1796 = 0xC56A86CAL;
    uint32_t l_1797[10] = {0xDF152A93L,6UL,6UL,0xDF152A93L,6UL,6UL,0xDF152A93L,6UL,6UL,0xDF152A93L};
    int32_t l_1799 = (-1L);
    uint64_t l_1808[10][6][4] = {{{2UL,1UL,2UL,0UL},{0xBDD4EA6D2DF0F2BBLL,0x6592E227E54AD235LL,0x2B220146AE3BF769LL,1UL},{0UL,0x7E0B8386688AA11DLL,0UL,0x6592E227E54AD235LL},{0xD837C9BEE64D597DLL,0x72BE5A1D2BFA87C1LL,0UL,0x887CE5BBB76FF78DLL},{0UL,18446744073709551615UL,0x2B220146AE3BF769LL,0UL},{0xBDD4EA6D2DF0F2BBLL,0xD837C9BEE64D597DLL,2UL,0x621DCB9111853076LL}},{{2UL,0x621DCB9111853076LL,0UL,0xB4E11979DFD85B05LL},{1UL,18446744073709551615UL,0xC07564C24AF51D96LL,0x72BE5A1D2BFA87C1LL},{1UL,9UL,0x8563215EAD7888F5LL,0x621DCB9111853076LL},{5UL,18446744073709551615UL,0x981F8FFB28B1999BLL,18446744073709551615UL},{0x6592E227E54AD235LL,18446744073709551615UL,4UL,0UL},{18446744073709551615UL,0xB4E11979DFD85B05LL,0x887CE5BBB76FF78DLL,0x6592E227E54AD235LL}},{{2UL,0xBDD4EA6D2DF0F2BBLL,0xC8606B7D6D3B0A75LL,0xC8606B7D6D3B0A75LL},{0x6592E227E54AD235LL,0x6592E227E54AD235LL,18446744073709551609UL,1UL},{18446744073709551615UL,0x981F8FFB28B1999BLL,0x8563215EAD7888F5LL,18446744073709551615UL},{0xC8606B7D6D3B0A75LL,0x4A90C467F4B399CELL,0x96419E30D8BBED39LL,0x8563215EAD7888F5LL},{1UL,0x4A90C467F4B399CELL,0x97CCEB973F0E2546LL,18446744073709551615UL},{0x4A90C467F4B399CELL,0x981F8FFB28B1999BLL,2UL,1UL}},{{0x7E0B8386688AA11DLL,0x6592E227E54AD235LL,5UL,0xC8606B7D6D3B0A75LL},{0UL,0xBDD4EA6D2DF0F2BBLL,0UL,0x6592E227E54AD235LL},{18446744073709551615UL,0xB4E11979DFD85B05LL,0UL,0UL},{18446744073709551615UL,18446744073709551615UL,5UL,18446744073709551615UL},{0xBDD4EA6D2DF0F2BBLL,18446744073709551615UL,18446744073709551615UL,0x621DCB9111853076LL},{0x4A90C467F4B399CELL,9UL,0UL,0x72BE5A1D2BFA87C1LL}},{{0x8563215EAD7888F5LL,18446744073709551615UL,0x96419E30D8BBED39LL,0xB4E11979DFD85B05LL},{1UL,0x621DCB9111853076LL,0xF61307040A5F6B1CLL,0x621DCB9111853076LL},{18446744073709551615UL,0xD837C9BEE64D597DLL,0x981F8FFB28B1999BLL,0UL},{0UL,18446744073709551615UL,0xC8606B7D6D3B0A75LL,0x887CE5BBB76FF78DLL},{18446744073709551615UL,0x72BE5A1D2BFA87C1LL,0x778A1276546701D6LL,0x6592E227E54AD235LL},{18446744073709551615UL,0x7E0B8386688AA11DLL,0xC8606B7D6D3B0A75LL,1UL}},{{0UL,0x6592E227E54AD235LL,0x981F8FFB28B1999BLL,0UL},{18446744073709551615UL,1UL,0xF61307040A5F6B1CLL,18446744073709551615UL},{1UL,2UL,0x96419E30D8BBED39LL,1UL},{0x8563215EAD7888F5LL,0x4A90C467F4B399CELL,0UL,0xD837C9BEE64D597DLL},{0x4A90C467F4B399CELL,1UL,18446744073709551615UL,1UL},{0xBDD4EA6D2DF0F2BBLL,0UL,5UL,1UL}},{{18446744073709551615UL,0xBDD4EA6D2DF0F2BBLL,0UL,0UL},{18446744073709551615UL,0x72BE5A1D2BFA87C1LL,0UL,0UL},{0UL,5UL,5UL,0UL},{0x7E0B8386688AA11DLL,18446744073709551615UL,2UL,9UL},{0x4A90C467F4B399CELL,0x621DCB9111853076LL,0x97CCEB973F0E2546LL,0x72BE5A1D2BFA87C1LL},{1UL,2UL,0x96419E30D8BBED39LL,0x72BE5A1D2BFA87C1LL}},{{0xC8606B7D6D3B0A75LL,0x621DCB9111853076LL,0x8563215EAD7888F5LL,9UL},{0UL,18446744073709551615UL,0x72BE5A1D2BFA87C1LL,5UL},{0x8563215EAD7888F5LL,0xC07564C24AF51D96LL,18446744073709551615UL,0xC8606B7D6D3B0A75LL},{0xB449AA1BC908881ALL,2UL,4UL,0xF61307040A5F6B1CLL},{9UL,5UL,0x4A90C467F4B399CELL,2UL},{0x8563215EAD7888F5LL,0xF61307040A5F6B1CLL,0x5C2DC8FA6793C177LL,0x7E0B8386688AA11DLL}},{{0UL,0xB4E11979DFD85B05LL,1UL,0xB22437EEB448D770LL},{2UL,0xDD92DCB880A5B223LL,0UL,0xD837C9BEE64D597DLL},{0xD837C9BEE64D597DLL,0x1CBD6E2AAFF68A4FLL,0xF61307040A5F6B1CLL,18446744073709551615UL},{0x1CBD6E2AAFF68A4FLL,0xB4E11979DFD85B05LL,0x1CBD6E2AAFF68A4FLL,0x2694FF519AAFD159LL},{5UL,0x8563215EAD7888F5LL,1UL,2UL},{5UL,0x2B220146AE3BF769LL,0x2694FF519AAFD159LL,0x8563215EAD7888F5LL}},{{0xB22437EEB448D770LL,2UL,0x2694FF519AAFD159LL,4UL},{5UL,0x96419E30D8BBED39LL,1UL,5UL},{5UL,0xB22437EEB448D770LL,0x1CBD6E2AAFF68A4FLL,0UL},{0x1CBD6E2AAFF68A4FLL,0UL,0xF61307040A5F6B1CLL,0x052DC81FBEFBCA5ELL},{0xD837C9BEE64D597DLL,9UL,0UL,2UL},{2UL,0x97CCEB973F0E2546LL,1UL,0UL}}};
    int32_t l_1828 = (-1L);
    uint8_t l_1842 = 4UL;
    uint8_t l_1946 = 0x29L;
    const int32_t l_1986 = 0xB6A1894FL;
    uint32_t **l_1989 = &g_909;
    uint32_t ***l_1988 = &l_1989;
    uint32_t **** const l_1987 = &l_1988;
    int8_t l_2010 = 0x1EL;
    int32_t l_2011 = 8L;
    int32_t l_2019 = 0xF35A761AL;
    int32_t l_2020 = 0L;
    int32_t l_2021 = 4L;
    int32_t l_2022 = (-1L);
    int32_t l_2023[8] = {0x3599D295L,0L,0x3599D295L,0x3599D295L,0L,0x3599D295L,0x3599D295L,0L};
    uint32_t l_2025[9] = {0xA0FAA347L,0xA0FAA347L,0xA0FAA347L,0xA0FAA347L,0xA0FAA347L,0xA0FAA347L,0xA0FAA347L,0xA0FAA347L,0xA0FAA347L};
    struct S1 l_2084[2] = {{-2,2,30},{-2,2,30}};
    int i, j, k;
    for (i = 0; i < 7; i++)
        l_1774[i] = &l_30;
    for (i = 0; i < 8; i++)
        l_1790[i] = &g_1198;
lbl_1822:
    (*l_1770) = func_2(func_5(g_11, ((((safe_div_func_uint8_t_u_u(func_14(func_18((g_11 , g_22[3]), ((safe_rshift_func_int8_t_s_s(6L, (safe_mod_func_uint8_t_u_u(l_28, ((*l_29) = 3L))))) == (--(*l_30))), l_28), l_28, g_35), g_227.f0)) >= l_28) ^ l_28) < 0L), g_318, l_916, &g_465), &l_28);
    for (l_28 = 0; (l_28 != (-18)); --l_28)
    {
        const uint32_t l_1775 = 4294967295UL;
        int16_t *l_1795 = &g_11;
        int32_t *l_1798[8] = {&g_94[0],&g_94[0],&g_94[0],&g_94[0],&g_94[0],&g_94[0],&g_94[0],&g_94[0]};
        int8_t l_1800 = 0x15L;
        int16_t l_1801 = 0xF7A5L;
        uint16_t ***l_1802 = (void*)0;
        int16_t l_1803 = 0x8636L;
        int16_t l_1816[3][1][9] = {{{0L,0xB665L,0L,0xB800L,0xB665L,(-4L),(-4L),0xB665L,0xB800L}},{{0L,0xB665L,0L,0xB800L,0xB665L,(-4L),(-4L),0xB665L,0xB800L}},{{0L,0xB665L,0L,0xB800L,0xB665L,(-4L),(-4L),0xB665L,0xB800L}}};
        uint8_t *l_1836 = &g_1032.f0;
        uint32_t **l_1870 = &g_909;
        uint64_t l_1878 = 18446744073709551613UL;
        uint16_t l_1895 = 0UL;
        int8_t ***l_1919 = &g_774;
        const int32_t *l_1984 = &g_1985;
        struct S0 *l_2056 = &g_1137[0][3];
        uint8_t l_2059 = 5UL;
        struct S1 l_2082 = {3,0,116};
        int i, j, k;
        (*l_1770) = (*g_1122);
        if ((((l_1773 == (((l_1775 , ((((safe_lshift_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u((safe_div_func_uint16_t_u_u(8UL, (safe_mul_func_int8_t_s_s((l_1784 , ((*l_916) = (safe_rshift_func_int16_t_s_u(((safe_add_func_int32_t_s_s((((l_1799 |= (((((void*)0 == &g_1656) , (~(&g_1230[0] == l_1790[2]))) && (l_1797[8] &= ((l_1796 |= (((*l_1795) = (safe_mod_func_int64_t_s_s((safe_add_func_int16_t_s_s(l_1775, g_1490[4][2])), 0x1029F77179983568LL))) <= (*g_1294))) , 0x43L))) & 0xC6352DB7L)) > 0x1CEB92D2L) != 0x364C42A5L), 0x12314637L)) || (**g_764)), (*g_1294))))), l_28)))), 0x74L)) , l_1800), l_1784)) <= g_1720[2][3]) <= l_1801) | (**g_786))) < (*g_909)) , l_1802)) & g_318) & 6L))
        {
            const int32_t * const l_1811 = (void*)0;
            int32_t l_1829 = 0x93F054ADL;
            int32_t l_1857 = (-1L);
            int32_t l_1859 = 0x32DD9BF6L;
            l_1803 &= (*g_166);
            for (l_1796 = (-16); (l_1796 < 21); l_1796 = safe_add_func_uint8_t_u_u(l_1796, 2))
            {
                const int8_t *l_1810 = &l_1800;
                int32_t *l_1815 = &g_1152[1][5];
                int32_t l_1830[5][8] = {{(-2L),(-9L),1L,0x84F9B913L,0x756A8A8AL,0x801A05D0L,0x801A05D0L,0x756A8A8AL},{0x3F6746A4L,(-1L),(-1L),0x3F6746A4L,0x756A8A8AL,(-10L),0x9865A4D9L,0x801A05D0L},{(-2L),1L,(-1L),0x756A8A8AL,0x0BFFC163L,0x756A8A8AL,(-1L),1L},{(-1L),1L,0x801A05D0L,(-1L),1L,(-10L),0x84F9B913L,0x84F9B913L},{0x801A05D0L,(-1L),(-9L),(-9L),(-1L),0x801A05D0L,0x84F9B913L,0x0BFFC163L}};
                struct S1 l_1834 = {-0,4,332};
                struct S1 **l_1837[1][6] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
                int32_t l_1861[4];
                int32_t l_1862 = 0xFBE8E945L;
                uint32_t **l_1869 = &g_909;
                uint8_t l_1880 = 252UL;
                int64_t l_1891 = 0xA35EC5046F9D6438LL;
                int32_t l_1894 = (-6L);
                int i, j;
                for (i = 0; i < 4; i++)
                    l_1861[i] = 0x7D3E40F0L;
            }
        }
        else
        {
            int64_t l_1927[7][7][5] = {{{0x9195BD6B1131600ELL,(-1L),0x8934C243FCBFA594LL,0xC3A4B6C0B6B363A1LL,(-3L)},{0xB1C72127ADA49BAFLL,(-1L),6L,6L,(-1L)},{0xE4B353F16EDEDD09LL,0xBF9FAD277D70ACD0LL,0x6544306543A8D810LL,0xA5B01E71BB082C82LL,0x249CB337482F799ALL},{0x512E71A70DE62862LL,(-2L),3L,9L,0xA97E149B2C9ED437LL},{0x6544306543A8D810LL,0x9195BD6B1131600ELL,0xBF9FAD277D70ACD0LL,0x05811C2245B415C6LL,0x8216B84825BB8619LL},{(-9L),0x0917761CC3257A12LL,1L,(-9L),(-1L)},{0x249CB337482F799ALL,0xC300DA7D07E65648LL,(-1L),0x6544306543A8D810LL,0x6544306543A8D810LL}},{{0x4590DF1507E82002LL,0x5C836E41FA09FEABLL,0x4590DF1507E82002LL,(-1L),(-9L)},{0x6544306543A8D810LL,(-1L),0x2BEAA596450D5B2FLL,0x8216B84825BB8619LL,0x05811C2245B415C6LL},{0xB1C72127ADA49BAFLL,0x59D4288AAB084B4BLL,0L,4L,6L},{0x69F3E4CBA920AB73LL,(-1L),0x2BEAA596450D5B2FLL,0x05811C2245B415C6LL,(-1L)},{(-6L),3L,0x4590DF1507E82002LL,1L,(-9L)},{0xC300DA7D07E65648LL,(-8L),(-1L),(-8L),0xC300DA7D07E65648LL},{0xDF2A56D78B2A9341LL,0xB1C72127ADA49BAFLL,1L,(-9L),0xF958CDDC0ACEA3B4LL}},{{0xBF9FAD277D70ACD0LL,(-1L),0x4F5E724CA3A3DCBFLL,0xBF9FAD277D70ACD0LL,0x2BEAA596450D5B2FLL},{1L,(-9L),4L,0xB1C72127ADA49BAFLL,0xF958CDDC0ACEA3B4LL},{0x69F3E4CBA920AB73LL,0xBF9FAD277D70ACD0LL,0x7E33E9C40DA23B75LL,0x2BEAA596450D5B2FLL,0xC300DA7D07E65648LL},{0xF958CDDC0ACEA3B4LL,0x0917761CC3257A12LL,(-9L),0x59D4288AAB084B4BLL,(-9L)},{0xC2A94008B951BB14LL,0xC2A94008B951BB14LL,0x9195BD6B1131600ELL,(-1L),(-1L)},{0x4590DF1507E82002LL,6L,1L,(-9L),6L},{(-8L),0x4F5E724CA3A3DCBFLL,0L,0x249CB337482F799ALL,0x05811C2245B415C6LL}},{{4L,6L,4L,(-6L),(-9L)},{0x7E33E9C40DA23B75LL,0xC2A94008B951BB14LL,(-1L),0x05811C2245B415C6LL,0x6544306543A8D810LL},{0x5C836E41FA09FEABLL,0x0917761CC3257A12LL,0x0917761CC3257A12LL,0x5C836E41FA09FEABLL,(-1L)},{(-1L),0xBF9FAD277D70ACD0LL,(-1L),0xC2A94008B951BB14LL,0x8216B84825BB8619LL},{0x4590DF1507E82002LL,(-9L),0L,(-1L),4L},{0x8216B84825BB8619LL,(-1L),1L,0xC2A94008B951BB14LL,0x05811C2245B415C6LL},{0x59D4288AAB084B4BLL,0xB1C72127ADA49BAFLL,0L,0x5C836E41FA09FEABLL,1L}},{{0x69F3E4CBA920AB73LL,(-8L),0x05811C2245B415C6LL,0x05811C2245B415C6LL,(-8L)},{6L,3L,0xDF2A56D78B2A9341LL,(-6L),(-9L)},{(-1L),(-1L),(-1L),0x249CB337482F799ALL,0xBF9FAD277D70ACD0LL},{0xDF2A56D78B2A9341LL,0x59D4288AAB084B4BLL,3L,(-9L),0xB1C72127ADA49BAFLL},{(-1L),(-1L),0x8934C243FCBFA594LL,(-1L),0x2BEAA596450D5B2FLL},{6L,0x5C836E41FA09FEABLL,4L,0x59D4288AAB084B4BLL,0x59D4288AAB084B4BLL},{0x69F3E4CBA920AB73LL,0xC300DA7D07E65648LL,0x69F3E4CBA920AB73LL,0x2BEAA596450D5B2FLL,(-1L)}},{{0x59D4288AAB084B4BLL,0x0917761CC3257A12LL,(-1L),0xB1C72127ADA49BAFLL,(-9L)},{0x8216B84825BB8619LL,0x6544306543A8D810LL,0x9195BD6B1131600ELL,0xBF9FAD277D70ACD0LL,0x249CB337482F799ALL},{0x4590DF1507E82002LL,(-6L),(-1L),(-9L),(-6L)},{(-1L),0x4F5E724CA3A3DCBFLL,0x69F3E4CBA920AB73LL,(-8L),0x05811C2245B415C6LL},{0x5C836E41FA09FEABLL,1L,4L,1L,0x5C836E41FA09FEABLL},{0x7E33E9C40DA23B75LL,0x8216B84825BB8619LL,0x8934C243FCBFA594LL,0x05811C2245B415C6LL,0xC2A94008B951BB14LL},{4L,0x0917761CC3257A12LL,3L,4L,(-1L)}},{{(-8L),(-1L),(-1L),0x69F3E4CBA920AB73LL,0L},{9L,3L,(-2L),0x512E71A70DE62862LL,1L},{0L,3L,0xC3A4B6C0B6B363A1LL,0x7E33E9C40DA23B75LL,0xC3A4B6C0B6B363A1LL},{0L,0L,0x59D4288AAB084B4BLL,0x0917761CC3257A12LL,(-1L)},{0xE4B353F16EDEDD09LL,0x05811C2245B415C6LL,0xF3F56D10F8B4F433LL,0xC3A4B6C0B6B363A1LL,0x05811C2245B415C6LL},{1L,4L,(-1L),(-9L),0x85EF3B31902322CDLL},{0x4F5E724CA3A3DCBFLL,0x05811C2245B415C6LL,0x8216B84825BB8619LL,0x2BEAA596450D5B2FLL,(-1L)}}};
            const int8_t l_1931[5][1][8] = {{{0xF5L,0xA2L,0L,0L,0xA2L,0xF5L,0x20L,0x20L}},{{0xF5L,0xA2L,0L,0L,0xA2L,0xF5L,0x20L,0x20L}},{{0xF5L,0xA2L,0L,0L,0xA2L,0xF5L,0x20L,0x20L}},{{0xF5L,0xA2L,0L,0L,0xA2L,0xF5L,0x20L,0x20L}},{{0xF5L,0xA2L,0L,0L,0xA2L,0xF5L,0x20L,0x20L}}};
            int32_t l_1941 = 1L;
            uint16_t l_2009[2][7][3] = {{{65529UL,65532UL,0x333CL},{0x2FEFL,0UL,0x2FEFL},{0x3363L,0x3C01L,65531UL},{5UL,0x3C01L,0xBBDAL},{65532UL,0UL,4UL},{65529UL,65532UL,65532UL},{65532UL,65534UL,65529UL}},{{5UL,0x333CL,65529UL},{0x3363L,65529UL,65532UL},{0x2FEFL,0xBBDAL,4UL},{65529UL,65529UL,0xBBDAL},{0UL,0x333CL,65531UL},{0UL,65534UL,0x2FEFL},{65529UL,65532UL,0x333CL}}};
            int32_t l_2012 = (-10L);
            int32_t l_2014 = (-3L);
            int32_t l_2015 = 0x321862B7L;
            int32_t l_2018 = 0L;
            int32_t l_2024[7][9] = {{(-1L),0x22E9301EL,0x22E9301EL,(-1L),0xCC23AB2EL,0L,0xCC23AB2EL,(-1L),0x22E9301EL},{0x3A466602L,0x3A466602L,0x2231B8FBL,0xFAFE2B97L,7L,0xFAFE2B97L,0x2231B8FBL,0x3A466602L,0x3A466602L},{0x22E9301EL,(-1L),0xCC23AB2EL,0L,0xCC23AB2EL,(-1L),0x22E9301EL,0x22E9301EL,(-1L)},{0xFAFE2B97L,0x3C93AC3CL,0x2231B8FBL,0x3C93AC3CL,0xFAFE2B97L,0xAFF1D3A7L,0xAFF1D3A7L,0xFAFE2B97L,0x3C93AC3CL},{0x22E9301EL,0xCC23AB2EL,0x22E9301EL,0xDAC868AAL,0x34FBAAD1L,0x34FBAAD1L,0xDAC868AAL,0x22E9301EL,0xCC23AB2EL},{0x3A466602L,(-2L),0xAFF1D3A7L,0x2231B8FBL,0x2231B8FBL,0xAFF1D3A7L,(-2L),0x3A466602L,(-2L)},{(-1L),0L,0xDAC868AAL,0xDAC868AAL,0L,(-1L),0x34FBAAD1L,(-1L),0L}};
            uint8_t *l_2041[3][1];
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 1; j++)
                    l_2041[i][j] = &g_540.f0;
            }
            for (l_1796 = 0; (l_1796 > 3); ++l_1796)
            {
                int8_t l_1910 = 0x17L;
                int32_t l_1922 = 0x7D253B21L;
                uint32_t l_2008 = 18446744073709551611UL;
                int32_t l_2017[1][9][5] = {{{0L,0L,8L,0L,0L},{1L,0x4CF212F0L,1L,1L,0x4CF212F0L},{0L,1L,1L,0L,8L},{1L,1L,0x4CF212F0L,1L,1L},{8L,1L,8L,8L,1L},{1L,1L,1L,1L,1L},{1L,1L,0L,1L,1L},{1L,1L,1L,1L,1L},{1L,8L,8L,1L,8L}}};
                int i, j, k;
                for (g_1211 = 3; (g_1211 >= 0); g_1211 -= 1)
                {
                    uint8_t l_1918 = 255UL;
                    for (l_1800 = 0; (l_1800 <= 3); l_1800 += 1)
                    {
                        int8_t ****l_1920 = (void*)0;
                        int8_t ****l_1921 = &l_1919;
                        int i, j, k;
                        l_1798[(g_1211 + 4)] = l_1798[(g_1211 + 3)];
                        if (l_1808[(l_1800 + 3)][g_1211][g_1211])
                            break;
                        l_1922 ^= ((safe_div_func_uint8_t_u_u((safe_mod_func_uint64_t_u_u((*g_765), l_1910)), (safe_rshift_func_uint16_t_u_s((safe_mul_func_int16_t_s_s((l_1910 > ((void*)0 != g_1917[2])), l_1918)), 13)))) <= ((*l_1836) = ((&g_712 == ((l_1918 != ((((((*l_1921) = l_1919) != &g_774) , 0UL) ^ g_80) | (*g_909))) , &g_712)) , 0x3EL)));
                    }
                }
                if ((safe_sub_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u(0x04C3L, 14)), ((5UL >= (g_256.f1 == l_1910)) <= (*g_909)))))
                {
                    uint32_t l_1940 = 18446744073709551610UL;
                    int8_t *l_1955 = &g_540.f2;
                    int32_t *l_1962 = &l_28;
                    (**g_1853) = func_18((*g_774), ((*l_1770) != (*l_1770)), (*g_765));
                    l_1941 &= (g_1651.f0 == (l_1927[4][2][0] , (((!(((safe_rshift_func_int8_t_s_u(l_1931[2][0][5], (safe_lshift_func_uint8_t_u_s(((safe_mod_func_uint8_t_u_u((g_74[3][6][3] ^ (safe_lshift_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(((***g_785) & (g_1720[1][3] , 1UL)), (*g_909))), (l_1927[4][2][0] ^ 0L)))), l_1931[3][0][6])) == l_1940), l_1940)))) , &g_318) != (void*)0)) >= l_1940) , 65529UL)));
                    for (l_1801 = 7; (l_1801 >= 1); l_1801 -= 1)
                    {
                        int64_t *l_1956 = &g_1500[0][3];
                        int32_t l_1957[6][5][3] = {{{0xEE536E7AL,0L,0L},{(-1L),0x73006523L,(-1L)},{0xEE536E7AL,0xEE536E7AL,0L},{0x72501AE1L,0x73006523L,0x72501AE1L},{0xEE536E7AL,0L,0L}},{{(-1L),0x73006523L,(-1L)},{0xEE536E7AL,0xEE536E7AL,0L},{0x72501AE1L,0x73006523L,0x72501AE1L},{0xEE536E7AL,0L,0L},{(-1L),0x73006523L,(-1L)}},{{0xEE536E7AL,0xEE536E7AL,0L},{0x72501AE1L,0x73006523L,0x72501AE1L},{0xEE536E7AL,0L,0L},{(-1L),0x73006523L,(-1L)},{0xEE536E7AL,0xEE536E7AL,0L}},{{0x72501AE1L,0x73006523L,0x72501AE1L},{0xEE536E7AL,0L,0L},{(-1L),0x73006523L,(-1L)},{0xEE536E7AL,0xEE536E7AL,0L},{0x72501AE1L,0x73006523L,0x72501AE1L}},{{0xEE536E7AL,0L,0L},{(-1L),0x73006523L,(-1L)},{0xEE536E7AL,0xEE536E7AL,0L},{0x72501AE1L,0x73006523L,0x72501AE1L},{0xEE536E7AL,0L,0L}},{{(-1L),0x73006523L,(-1L)},{0xEE536E7AL,0xEE536E7AL,0L},{0x72501AE1L,0x73006523L,0x72501AE1L},{0xEE536E7AL,0L,0L},{(-1L),0x73006523L,(-1L)}}};
                        int i, j, k;
                        if (l_1797[(l_1801 + 2)])
                            break;
                        l_1957[0][1][1] &= (safe_lshift_func_int16_t_s_s(((*l_1795) = ((safe_add_func_int32_t_s_s(l_1946, (safe_add_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u(g_1198, 4)) != (*g_909)), ((**g_764) | ((*l_1956) = (l_1941 , (((l_1798[l_1801] = func_18((*g_774), (l_1922 ^= (((safe_sub_func_int32_t_s_s((l_1955 != (*g_774)), l_1927[4][2][0])) >= l_1931[2][0][5]) > l_1808[8][5][0])), (*g_765))) != (void*)0) || (*g_909))))))), g_948)))) && l_1910)), 9));
                        (*l_1770) = ((safe_lshift_func_uint8_t_u_u((l_1940 == (((--(***l_1773)) > (-3L)) , l_1941)), 6)) , l_1962);
                        (***g_1853) &= l_1931[2][0][5];
                    }
                    (*l_1770) = (**g_1853);
                }
                else
                {
                    int8_t l_1963[7][3] = {{1L,(-10L),0x83L},{(-10L),1L,0x83L},{0x4BL,0x4BL,0x83L},{1L,(-10L),0x83L},{(-10L),1L,0x83L},{0x4BL,0x4BL,0x83L},{1L,(-10L),0x83L}};
                    uint64_t l_1977 = 18446744073709551612UL;
                    int32_t l_1983 = 0x66F4F30AL;
                    int i, j;
                    for (l_1799 = 1; (l_1799 >= 0); l_1799 -= 1)
                    {
                        int64_t *l_1978[9][4][7] = {{{&g_178,&g_1500[0][0],&g_1346,&g_1500[0][0],&g_178,(void*)0,(void*)0},{&l_1927[0][1][2],&g_178,&g_1346,&l_1927[4][2][0],&l_1927[4][5][4],&g_178,&l_1927[4][2][0]},{&g_178,&g_1500[0][3],&g_178,&l_1927[4][2][0],&g_1500[0][3],&l_1927[4][2][0],&g_178},{&l_1927[0][1][2],&l_1927[4][2][0],&l_1927[6][0][0],&g_1500[0][1],&g_1500[0][3],&l_1927[6][0][0],&l_1927[4][2][0]}},{{&g_178,(void*)0,(void*)0,&l_1927[4][2][0],(void*)0,&g_178,&g_178},{&g_1500[0][0],&g_1500[0][3],&g_1346,&g_1346,&g_1500[0][3],&g_1500[0][0],&g_1346},{&l_1927[6][3][1],&l_1927[4][2][0],&g_1346,&g_1500[0][3],&g_1500[0][3],(void*)0,&g_1500[0][5]},{&l_1927[4][5][4],&l_1927[6][0][0],&l_1927[4][5][1],&l_1927[4][5][4],&g_1346,&g_1346,&g_1346}},{{&l_1927[4][2][0],(void*)0,&l_1927[4][2][0],&g_1500[0][1],(void*)0,(void*)0,&g_1346},{&g_178,&l_1927[4][5][4],&l_1927[4][2][0],&g_1346,&g_178,&l_1927[0][1][2],&g_178},{&g_178,(void*)0,&g_1500[0][4],&g_178,&g_1500[0][4],(void*)0,&g_178},{&g_1500[0][7],&g_178,&l_1927[6][0][0],&g_1346,&g_1500[0][0],&g_1346,&l_1927[6][0][0]}},{{&l_1927[4][2][0],&g_178,(void*)0,(void*)0,(void*)0,&g_1500[0][3],(void*)0},{&g_178,&g_178,&l_1927[6][0][0],&g_1346,&g_1346,&g_1500[0][7],&g_1346},{&l_1927[4][2][0],&l_1927[4][2][0],&g_1500[0][4],&g_1500[0][1],&g_178,&g_178,&g_1346},{&l_1927[4][5][4],&g_1346,&l_1927[4][2][0],&g_1500[0][0],&g_1500[0][0],&l_1927[4][2][0],&g_1346}},{{(void*)0,(void*)0,&l_1927[4][2][0],&l_1927[4][2][0],&g_1500[0][2],&g_1500[0][1],(void*)0},{&g_1500[0][7],&g_178,&l_1927[4][5][1],&g_1346,&g_178,&g_178,&l_1927[6][0][0]},{&g_178,&l_1927[4][2][0],&g_1500[0][3],&l_1927[4][2][0],&g_178,&g_1500[0][3],&g_178},{&g_1500[0][0],&l_1927[6][0][0],&g_1346,&g_1500[0][0],&g_1346,&l_1927[6][0][0],&g_178}},{{&l_1927[4][2][0],&g_178,&g_1346,&g_1500[0][1],&l_1927[4][2][0],&g_1500[0][1],&g_1346},{&g_1500[0][0],&g_1500[0][0],&l_1927[4][2][0],&g_1346,&l_1927[4][5][4],&l_1927[0][1][2],&g_1346},{&g_178,(void*)0,&g_1346,(void*)0,&g_1500[0][4],&g_178,&g_178},{&g_1500[0][7],&g_1346,&g_1346,&g_1346,&l_1927[4][5][4],&l_1927[4][5][1],&l_1927[6][0][0]}},{{(void*)0,(void*)0,(void*)0,&g_178,&l_1927[4][2][0],&g_1500[0][3],(void*)0},{&l_1927[4][5][4],&g_178,&l_1927[4][5][1],&g_1346,&g_1346,&g_1346,&g_1346},{&l_1927[4][2][0],(void*)0,&l_1927[4][2][0],&g_1500[0][1],&g_178,(void*)0,&g_1346},{&g_178,&g_1346,&l_1927[4][2][0],&l_1927[4][5][4],&g_178,&l_1927[4][2][0],&g_178}},{{&l_1927[4][2][0],(void*)0,&g_1500[0][2],&g_178,&g_1500[0][2],(void*)0,&l_1927[4][2][0]},{&g_1500[0][7],&g_1500[0][0],&l_1927[6][0][0],&g_1346,&g_1500[0][0],&g_1346,&l_1927[6][0][0]},{&g_178,&g_178,&g_1500[0][3],(void*)0,&g_178,&g_1500[0][3],&g_178},{&g_178,&l_1927[6][0][0],&l_1927[6][0][0],&g_178,&g_1346,&l_1927[4][5][1],&g_1346}},{{&l_1927[4][2][0],&l_1927[4][2][0],&g_1500[0][2],&g_1500[0][1],(void*)0,&g_178,&g_1346},{&l_1927[4][5][4],&g_178,&l_1927[4][2][0],&g_178,&g_1500[0][0],&l_1927[0][1][2],&g_1346},{&g_178,&g_1500[0][3],&l_1927[6][3][1],&g_1500[0][1],&g_1500[0][5],&l_1927[4][2][0],&g_1500[0][4]},{&g_1500[0][3],&l_1927[6][0][0],&l_1927[4][2][0],&g_1500[0][1],&g_178,&l_1927[4][2][0],&l_1927[4][2][0]}}};
                        int32_t l_1979 = (-1L);
                        int32_t l_1980[2];
                        int i, j, k;
                        for (i = 0; i < 2; i++)
                            l_1980[i] = 1L;
                        l_1963[2][0] &= 0xE2A1FB77L;
                        if (g_573[(l_1799 + 4)])
                            continue;
                        g_1152[1][2] &= ((((***g_785) |= g_1720[(l_1799 + 1)][l_1799]) < (safe_add_func_int8_t_s_s(((*l_29) = l_1931[2][0][5]), ((*l_916) = (safe_add_func_int64_t_s_s(((safe_lshift_func_int8_t_s_u((safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_u(l_1910, ((safe_mod_func_int32_t_s_s(((g_1976 != (***g_784)) > ((((g_178 = (l_1979 = ((*g_909) < ((-1L) != (l_1977 = (*g_1976)))))) ^ g_1675[6][0].f2) , g_122[7]) >= 0x3143C1C54D1A9813LL)), g_573[(l_1799 + 4)])) ^ l_1910))), 5)), 5)) , g_518.f1), l_1980[1])))))) == g_573[(l_1799 + 4)]);
                        (*g_1854) = (void*)0;
                    }
                    if (l_1977)
                        continue;
                    l_1983 ^= (0xA2829888005387AELL | (safe_add_func_int16_t_s_s(g_754[7][1][1], l_1941)));
                    (*l_1770) = (l_1910 , func_2((*g_774), (l_1984 = l_1798[6])));
                }
                if (l_1922)
                {
                    if (l_1986)
                    {
                        uint32_t ****l_1991 = &l_1988;
                        uint32_t *****l_1990 = &l_1991;
                        if ((*g_1076))
                            break;
                        if (l_1922)
                            continue;
                        (*l_1990) = l_1987;
                    }
                    else
                    {
                        uint32_t l_1994[6][3][10] = {{{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L}},{{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L}},{{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L}},{{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L}},{{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L}},{{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L},{0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L,0x6A014818L}}};
                        int i, j, k;
                        l_1994[3][1][8] &= (safe_sub_func_uint16_t_u_u((*g_1294), (g_952 = 7UL)));
                        if (l_1986)
                            goto lbl_1822;
                    }
                    (**g_1853) = &l_1941;
                    if (l_1796)
                        goto lbl_1822;
                }
                else
                {
                    uint32_t * const l_2006 = &g_2007;
                    uint32_t * const *l_2005 = &l_2006;
                    uint32_t * const **l_2004 = &l_2005;
                    g_122[3] |= ((((((safe_rshift_func_int8_t_s_s((safe_add_func_int32_t_s_s((1UL & ((((*l_1795) = 1L) && (safe_lshift_func_int16_t_s_s(((((*l_1836) = l_1931[2][0][5]) | ((*g_1294) < g_1137[0][3].f1)) == (safe_add_func_int32_t_s_s(((safe_unary_minus_func_uint16_t_u(((((*g_1612) , &g_999) != ((*l_2004) = &g_999)) , (&g_1346 != (void*)0)))) != 65535UL), l_2008))), 13))) >= l_1931[1][0][7])), l_2009[0][6][1])), l_2008)) | 0xF102F163L) != (-1L)) < l_1941) , &l_1922) == l_1798[2]);
                }
                --l_2025[7];
            }
            for (l_2011 = 0; (l_2011 < 23); l_2011++)
            {
                union U2 *l_2031 = &g_1310;
                union U2 **l_2030[7] = {&l_2031,&l_2031,&l_2031,&l_2031,&l_2031,&l_2031,&l_2031};
                int32_t l_2042 = 0x39E49830L;
                int8_t * const volatile * volatile ***l_2046 = &g_2043;
                int i;
                (*g_1657) = (*g_1122);
                g_2032 = &g_1310;
                for (l_1801 = 7; (l_1801 == 12); l_1801 = safe_add_func_int16_t_s_s(l_1801, 7))
                {
                    uint8_t **l_2040[4] = {&g_931,&g_931,&g_931,&g_931};
                    int i;
                    l_2024[6][4] = (0UL != ((**g_998) , (safe_mul_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u(((l_2041[0][0] = g_932[3][2]) != (void*)0), l_2042)) || g_1372.f0), (**g_1293)))));
                }
                (*l_2046) = g_2043;
            }
            return l_2025[7];
        }
        l_2011 = (((**g_1293) ^ (safe_lshift_func_int16_t_s_u(((safe_mul_func_int16_t_s_s((*l_1984), l_1797[7])) != (safe_mul_func_uint8_t_u_u((((((*l_1984) & (((g_2053 , ((g_2054 = &g_712) == &g_712)) > (*l_1984)) , (safe_unary_minus_func_uint16_t_u((((*g_1839) = l_2056) == l_2056))))) , (**g_764)) & (*g_1976)) | 0xD0L), 1L))), 12))) & 0x51B5170130130395LL);
        for (l_1895 = 0; (l_1895 <= 3); l_1895 += 1)
        {
            int32_t l_2080[9] = {0xB40E7E36L,0xB40E7E36L,0xB40E7E36L,0xB40E7E36L,0xB40E7E36L,0xB40E7E36L,0xB40E7E36L,0xB40E7E36L,0xB40E7E36L};
            int32_t l_2081 = 0x6E9D003EL;
            int i, j;
            g_1152[l_1895][(l_1895 + 3)] = (safe_rshift_func_int8_t_s_u(g_1152[l_1895][(l_1895 + 3)], 6));
            l_2059 = (*g_166);
            l_2081 = (safe_add_func_uint8_t_u_u((0L > (g_2062 , ((((safe_mod_func_uint32_t_u_u((0x6D6D51A248EFE979LL & (0x231D49CDL && (((**g_1820) , (safe_div_func_int16_t_s_s((safe_div_func_uint64_t_u_u(((safe_add_func_uint32_t_u_u((*g_909), (safe_lshift_func_int16_t_s_s((safe_mod_func_int16_t_s_s((((safe_mul_func_int8_t_s_s(((g_1152[l_1895][(l_1895 + 3)] > (l_2080[0] = ((0x26E8L <= ((g_2079 , l_1797[2]) >= (*g_1294))) < 2UL))) ^ (**g_1293)), (*l_1984))) > l_2081) | 0x98L), (-10L))), 7)))) && g_1152[l_1895][(l_1895 + 3)]), g_1485)), (**g_1293)))) && l_2020))), (*l_1984))) >= (*l_1984)) >= 1L) > 0x1F954073L))), 0xB1L));
            if (g_104)
                goto lbl_1822;
            for (g_1198 = 0; (g_1198 >= 0); g_1198 -= 1)
            {
                uint32_t l_2083 = 0x4017D007L;
                (*g_1612) = func_46((((*g_1612) = l_2082) , 0x0CL), (*l_1770), l_2083);
            }
        }
    }
    (*g_1612) = l_2084[0];
    return (*g_1294);
}
static int32_t * func_2(int8_t * const p_3, const int32_t * const p_4)
{
    uint8_t l_956 = 255UL;
    int32_t *l_959 = &g_122[0];
    int32_t l_1010 = 0x4728C76FL;
    int32_t l_1123 = 0xDB7827D1L;
    int32_t l_1124 = 0xFF32166BL;
    uint64_t l_1125 = 18446744073709551615UL;
    uint8_t ** const l_1138 = &g_931;
    struct S1 *l_1168[5] = {&g_227,&g_227,&g_227,&g_227,&g_227};
    int8_t *l_1170[2];
    int32_t l_1184[4];
    int32_t *l_1197 = &g_1198;
    int32_t **l_1196 = &l_1197;
    uint64_t ***l_1296 = &g_786;
    struct S1 ****l_1309 = (void*)0;
    uint16_t *l_1352 = (void*)0;
    int16_t l_1409 = 0x6620L;
    uint64_t l_1461 = 1UL;
    uint32_t l_1468 = 0x990FAB73L;
    uint32_t l_1502 = 4294967287UL;
    int32_t *l_1509 = &g_35;
    uint32_t **l_1573 = &g_999;
    int64_t *l_1585 = &g_1500[0][1];
    uint8_t l_1637 = 1UL;
    int32_t **l_1660 = &g_737;
    int32_t ***l_1659 = &l_1660;
    int32_t ****l_1658 = &l_1659;
    uint32_t l_1761 = 3UL;
    int32_t *l_1767[7][1] = {{(void*)0},{&g_1152[1][2]},{(void*)0},{&g_1152[1][2]},{(void*)0},{&g_1152[1][2]},{(void*)0}};
    int32_t *l_1769 = (void*)0;
    int i, j;
    for (i = 0; i < 2; i++)
        l_1170[i] = &g_565;
    for (i = 0; i < 4; i++)
        l_1184[i] = 0x9E612861L;
    for (g_318 = 0; (g_318 <= 3); g_318 += 1)
    {
        int32_t *l_955[10][6][4] = {{{&g_94[0],&g_122[6],(void*)0,&g_35},{&g_35,&g_35,&g_94[0],&g_35},{&g_35,(void*)0,&g_94[0],&g_35},{&g_94[0],&g_35,&g_35,&g_35},{&g_122[6],&g_122[6],&g_94[0],&g_35},{&g_122[6],(void*)0,&g_35,&g_122[6]}},{{&g_94[0],&g_35,&g_94[0],&g_35},{&g_35,&g_35,&g_94[0],&g_122[6]},{&g_35,(void*)0,(void*)0,&g_35},{&g_94[0],&g_122[6],(void*)0,&g_35},{&g_35,&g_35,&g_94[0],&g_35},{&g_35,(void*)0,&g_94[0],&g_35}},{{&g_94[0],&g_35,&g_35,&g_35},{&g_122[6],&g_122[6],&g_94[0],&g_35},{&g_122[6],(void*)0,&g_35,&g_122[6]},{&g_94[0],&g_35,&g_94[0],&g_35},{&g_35,&g_35,&g_94[0],&g_122[6]},{&g_35,(void*)0,(void*)0,&g_35}},{{&g_94[0],&g_122[6],(void*)0,&g_35},{&g_35,&g_35,&g_94[0],&g_35},{&g_35,(void*)0,&g_94[0],&g_35},{&g_94[0],&g_35,&g_35,&g_35},{&g_122[6],&g_122[6],&g_94[0],&g_35},{&g_122[6],(void*)0,&g_35,&g_122[6]}},{{&g_94[0],&g_35,&g_94[0],&g_35},{&g_35,&g_35,&g_94[0],&g_122[6]},{&g_35,(void*)0,(void*)0,&g_35},{&g_94[0],&g_122[6],(void*)0,&g_35},{&g_35,&g_35,&g_94[0],&g_35},{&g_35,(void*)0,&g_94[0],&g_35}},{{&g_94[0],&g_35,&g_35,&g_35},{&g_122[6],&g_122[6],&g_94[0],&g_35},{&g_122[6],(void*)0,&g_35,&g_122[6]},{&g_94[0],&g_35,&g_94[0],&g_35},{&g_35,&g_35,&g_94[0],&g_122[6]},{&g_35,(void*)0,(void*)0,&g_35}},{{&g_94[0],&g_122[6],(void*)0,&g_35},{&g_35,&g_35,&g_94[0],&g_35},{&g_35,(void*)0,&g_94[0],&g_35},{&g_94[0],&g_35,&g_122[7],&g_122[7]},{&g_94[0],&g_94[0],&g_122[6],(void*)0},{&g_94[0],&g_94[0],&g_122[7],&g_94[0]}},{{&g_35,(void*)0,&g_35,&g_122[7]},{&g_35,(void*)0,&g_122[6],&g_94[0]},{(void*)0,&g_94[0],&g_94[0],(void*)0},{&g_35,&g_94[0],&g_94[0],&g_122[7]},{(void*)0,&g_35,&g_122[6],&g_35},{&g_35,&g_94[0],&g_35,&g_35}},{{&g_35,&g_35,&g_122[7],&g_122[7]},{&g_94[0],&g_94[0],&g_122[6],(void*)0},{&g_94[0],&g_94[0],&g_122[7],&g_94[0]},{&g_35,(void*)0,&g_35,&g_122[7]},{&g_35,(void*)0,&g_122[6],&g_94[0]},{(void*)0,&g_94[0],&g_94[0],(void*)0}},{{&g_35,&g_94[0],&g_94[0],&g_122[7]},{(void*)0,&g_35,&g_122[6],&g_35},{&g_35,&g_94[0],&g_35,&g_35},{&g_35,&g_35,&g_122[7],&g_122[7]},{&g_94[0],&g_94[0],&g_122[6],(void*)0},{&g_94[0],&g_94[0],&g_122[7],&g_94[0]}}};
        struct S1 * const l_1047 = (void*)0;
        struct S1 * const *l_1046[6] = {&l_1047,&l_1047,&l_1047,&l_1047,&l_1047,&l_1047};
        int16_t l_1117 = 0x8070L;
        uint64_t l_1185 = 0xC203F941ECDC8FF1LL;
        struct S1 *l_1206 = &g_117;
        uint32_t l_1213 = 0xC4225B4EL;
        int64_t l_1266[4][1][2];
        int i, j, k;
        for (i = 0; i < 4; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 2; k++)
                    l_1266[i][j][k] = 0xE7CBF665DE44330ALL;
            }
        }
        l_956--;
        if (l_956)
            continue;
    }
    for (g_1211 = 0; (g_1211 > (-29)); g_1211 = safe_sub_func_int8_t_s_s(g_1211, 9))
    {
        int32_t *l_1278 = &l_1123;
        int32_t *l_1279[2];
        uint8_t *l_1282 = &g_1032.f0;
        uint32_t l_1287 = 0x875E41E3L;
        const uint16_t **l_1292 = (void*)0;
        int8_t l_1354 = 0x44L;
        int8_t **l_1367 = &l_1170[1];
        struct S1 **l_1472[7];
        uint64_t ***l_1476 = &g_786;
        uint64_t ** const *l_1487 = &g_786;
        uint64_t ** const **l_1486[4] = {&l_1487,&l_1487,&l_1487,&l_1487};
        int16_t l_1505[2][3] = {{0x9A3AL,0x9A3AL,0x9A3AL},{(-1L),(-1L),(-1L)}};
        uint16_t l_1506 = 0xC76FL;
        int32_t l_1558 = 0x95EF2D6FL;
        const int64_t *l_1584 = (void*)0;
        uint16_t l_1634 = 1UL;
        int32_t l_1688[3];
        int32_t ***l_1732 = (void*)0;
        int16_t l_1762 = 0xEFF0L;
        int32_t l_1763[9] = {0x42A474E9L,0x42A474E9L,0x42A474E9L,0x42A474E9L,0x42A474E9L,0x42A474E9L,0x42A474E9L,0x42A474E9L,0x42A474E9L};
        int i, j;
        for (i = 0; i < 2; i++)
            l_1279[i] = (void*)0;
        for (i = 0; i < 7; i++)
            l_1472[i] = &l_1168[1];
        for (i = 0; i < 3; i++)
            l_1688[i] = 0L;
        for (g_565 = 15; (g_565 != (-1)); g_565 = safe_sub_func_uint16_t_u_u(g_565, 2))
        {
            int32_t *l_1277 = &l_1123;
            return l_1279[1];
        }
        (*l_1278) |= 0L;
    }
    return l_1769;
}
static int8_t * func_5(uint64_t p_6, int64_t p_7, int32_t p_8, int8_t * p_9, const int8_t * p_10)
{
    uint8_t *l_920 = &g_540.f0;
    uint16_t l_925 = 0x8656L;
    uint32_t **l_928 = &g_909;
    uint8_t *l_930 = &g_540.f0;
    uint8_t **l_929[6];
    int32_t l_933 = 8L;
    uint32_t l_938 = 0xDA53FB40L;
    uint16_t *l_943 = (void*)0;
    uint16_t *l_944 = &g_31;
    int32_t **l_947 = &g_45;
    uint16_t *l_950 = &l_925;
    uint16_t *l_951 = &g_952;
    int32_t *l_953[4][10] = {{&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0],&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0]},{&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0],&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0]},{&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0],&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0]},{&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0],&l_933,&l_933,&g_94[0],&g_94[0],&g_94[0]}};
    uint32_t l_954 = 1UL;
    int i, j;
    for (i = 0; i < 6; i++)
        l_929[i] = &l_930;
    l_933 |= ((safe_mul_func_uint16_t_u_u((((+(***g_785)) || g_31) || ((*g_765) < (l_920 != (g_932[2][0] = (g_931 = (((safe_sub_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u(l_925, (p_10 == l_920))), (safe_lshift_func_uint8_t_u_u(((((*l_928) = func_18((g_540 , p_9), g_80, p_7)) != (void*)0) | (-6L)), l_925)))) == 0xEBL) , g_22[3])))))), p_8)) , l_925);
    for (g_465 = 22; (g_465 < (-15)); --g_465)
    {
        int32_t *l_936 = (void*)0;
        int32_t *l_937[10] = {&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35,&g_35};
        int i;
        l_938++;
    }
    l_954 = (g_94[0] ^= ((safe_rshift_func_int8_t_s_s((*p_10), (g_104 != ((*l_944) = (1L && 0x093FAEEC5DC41973LL))))) & ((*l_951) = ((*l_950) = ((func_46((0xCBB3F347L < ((void*)0 != (*g_400))), (l_938 , ((*l_947) = &l_933)), g_948) , g_949) , 65526UL)))));
    return (*g_774);
}
static const uint8_t func_14(int32_t * const p_15, int8_t p_16, int32_t p_17)
{
    uint32_t l_58[7][3][9] = {{{18446744073709551611UL,9UL,5UL,5UL,9UL,18446744073709551611UL,18446744073709551607UL,0x7F2BFCFFL,1UL},{0UL,18446744073709551615UL,7UL,1UL,9UL,2UL,1UL,6UL,18446744073709551606UL},{2UL,0xDA963F44L,18446744073709551611UL,1UL,18446744073709551615UL,18446744073709551606UL,18446744073709551607UL,18446744073709551612UL,18446744073709551606UL}},{{1UL,6UL,8UL,7UL,0UL,0xD8725687L,0x306456AAL,7UL,6UL},{0x306456AAL,0UL,18446744073709551609UL,0x5A44896BL,0UL,0x5A44896BL,18446744073709551609UL,0UL,0x306456AAL},{5UL,0xD8725687L,0x8B99485CL,18446744073709551609UL,7UL,9UL,0UL,0UL,0x6113C509L}},{{6UL,1UL,0UL,6UL,1UL,1UL,0UL,7UL,0x8B99485CL},{5UL,7UL,0UL,0xDE8B735DL,2UL,0UL,0x6113C509L,18446744073709551606UL,18446744073709551609UL},{0x306456AAL,2UL,0x8B99485CL,5UL,1UL,0x6113C509L,0x6113C509L,1UL,5UL}},{{18446744073709551609UL,18446744073709551607UL,18446744073709551609UL,1UL,7UL,0xDE8B735DL,0UL,0UL,18446744073709551609UL},{0UL,18446744073709551607UL,18446744073709551609UL,0x6113C509L,0UL,0x306456AAL,0UL,1UL,0x8B99485CL},{0UL,2UL,0x6113C509L,1UL,5UL,0x306456AAL,18446744073709551609UL,0xD8725687L,0x6113C509L}},{{0x6113C509L,7UL,0x5A44896BL,5UL,8UL,0xDE8B735DL,0x306456AAL,1UL,0x306456AAL},{0x6113C509L,1UL,0xDE8B735DL,0xDE8B735DL,1UL,0x6113C509L,5UL,0UL,6UL},{0UL,0xD8725687L,0x5A44896BL,6UL,1UL,0UL,6UL,1UL,1UL}},{{0UL,0UL,0x6113C509L,18446744073709551609UL,8UL,1UL,5UL,18446744073709551606UL,1UL},{18446744073709551609UL,1UL,18446744073709551609UL,0x5A44896BL,5UL,9UL,0x306456AAL,7UL,6UL},{0x306456AAL,0UL,18446744073709551609UL,0x5A44896BL,0UL,0x5A44896BL,18446744073709551609UL,0UL,0x306456AAL}},{{5UL,0xD8725687L,0x8B99485CL,18446744073709551609UL,7UL,9UL,0UL,0UL,0x6113C509L},{6UL,1UL,0UL,6UL,1UL,1UL,0UL,7UL,0x8B99485CL},{5UL,7UL,0UL,0xDE8B735DL,2UL,0UL,0x6113C509L,18446744073709551606UL,18446744073709551609UL}}};
    uint32_t *l_72 = (void*)0;
    uint32_t *l_73 = &g_74[3][6][3];
    uint64_t *l_79 = &g_80;
    int32_t l_83 = 2L;
    int32_t l_84 = 0xDCCF3742L;
    int32_t l_85 = 0L;
    int32_t **l_86 = &g_45;
    struct S1 l_910[2][9] = {{{-3,0,317},{-3,0,317},{-3,0,317},{-3,0,317},{-3,0,317},{-3,0,317},{-3,0,317},{-3,0,317},{-3,0,317}},{{0,0,348},{0,0,348},{0,0,348},{0,0,348},{0,0,348},{0,0,348},{0,0,348},{0,0,348},{0,0,348}}};
    uint16_t *l_911 = &g_31;
    int64_t *l_913 = &g_178;
    int32_t ***l_915 = &l_86;
    int i, j, k;
    (*g_44) = p_15;
    (*g_398) = func_46((safe_div_func_uint64_t_u_u(((((*l_915) = ((safe_sub_func_int64_t_s_s(func_54((safe_sub_func_int64_t_s_s(((*l_913) = (g_23 >= ((l_58[3][1][5] || l_58[3][1][5]) != (func_59(func_63((l_85 ^= ((safe_mul_func_int16_t_s_s(((g_35 & ((l_58[0][0][0] < ((void*)0 != &p_15)) && (safe_mod_func_uint32_t_u_u(((*l_73)--), (l_84 ^= (safe_add_func_uint64_t_u_u((l_83 &= ((*l_79)--)), (((-1L) || p_16) & g_35)))))))) ^ l_58[5][1][7]), g_35)) < l_58[3][1][5])), l_86), l_910[0][4], l_911) >= 0x5EL)))), l_58[0][1][0]))), p_16)) , &g_45)) != &g_166) != 18446744073709551608UL), (*g_765))), g_737, g_565);
    (*p_15) = (*p_15);
    return p_16;
}
static int32_t * func_18(int8_t * p_19, int32_t p_20, uint64_t p_21)
{
    int32_t *l_36 = (void*)0;
    int32_t l_37[8];
    int32_t *l_38 = &g_35;
    int32_t *l_39 = (void*)0;
    int32_t *l_40[1][8];
    uint32_t l_41[7] = {0x5E0AD583L,0xD56B862BL,0x5E0AD583L,0x5E0AD583L,0xD56B862BL,0x5E0AD583L,0x5E0AD583L};
    int i, j;
    for (i = 0; i < 8; i++)
        l_37[i] = 8L;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
            l_40[i][j] = &l_37[3];
    }
    l_37[3] = g_31;
    l_41[4]--;
    return &g_35;
}
static struct S1 func_46(uint8_t p_47, int32_t * p_48, int8_t p_49)
{
    return (***g_400);
}
static int64_t func_54(uint8_t p_55)
{
    struct S1 l_914 = {-3,3,28};
    (*g_398) = l_914;
    return p_55;
}
static uint8_t func_59(uint32_t p_60, struct S1 p_61, uint16_t * p_62)
{
    int32_t **l_912 = &g_45;
    (*l_912) = (void*)0;
    return p_60;
}
static uint32_t func_63(uint32_t p_64, int32_t ** p_65)
{
    uint16_t l_102 = 5UL;
    struct S1 *l_116 = &g_117;
    int32_t l_120 = 0x6C188A16L;
    int32_t l_593[5][4] = {{1L,1L,7L,1L},{1L,(-6L),(-6L),1L},{(-6L),(-6L),7L,7L},{(-6L),(-6L),1L,(-6L)},{(-6L),7L,7L,(-6L)}};
    int64_t l_600[4];
    int32_t l_619 = 0x6FEEFA69L;
    int64_t l_621 = (-10L);
    int32_t l_643[8] = {0xC55241C0L,0xC55241C0L,0xC55241C0L,0xC55241C0L,0xC55241C0L,0xC55241C0L,0xC55241C0L,0xC55241C0L};
    int32_t l_726 = 0x47D49B6DL;
    int32_t l_729 = 0xF1F53A99L;
    int32_t *l_741 = (void*)0;
    uint64_t *l_794 = &g_80;
    int32_t *l_803[5][6] = {{&l_729,&l_643[6],&l_643[6],&l_729,&l_643[4],&l_726},{&l_643[4],(void*)0,&l_643[6],(void*)0,&l_643[4],&l_726},{&l_726,&l_643[6],&l_643[6],(void*)0,(void*)0,&l_643[6]},{&l_643[6],&l_643[6],&l_643[6],&l_643[6],&l_643[6],&l_643[6]},{(void*)0,&l_729,&l_643[6],&l_643[4],&l_643[6],&l_726}};
    int32_t **l_802[9][8][3] = {{{(void*)0,&l_803[3][3],&l_803[4][4]},{&l_803[1][1],&l_803[3][4],&l_803[3][2]},{&l_803[4][4],&l_803[4][4],&l_803[4][4]},{&l_803[4][1],(void*)0,&l_803[0][0]},{&l_803[3][0],&l_803[2][4],&l_803[4][4]},{(void*)0,&l_803[1][5],(void*)0},{&l_803[3][3],&l_803[4][4],&l_803[1][2]},{&l_803[0][0],(void*)0,&l_803[4][1]}},{{&l_803[4][4],(void*)0,(void*)0},{&l_803[3][2],&l_803[3][4],&l_803[1][1]},{&l_803[4][4],&l_803[4][4],&l_803[4][4]},{&l_803[0][0],&l_803[4][4],&l_803[3][1]},{&l_803[3][3],&l_803[4][4],&l_803[4][4]},{(void*)0,&l_803[4][0],&l_803[4][0]},{&l_803[3][0],&l_803[4][4],&l_803[4][4]},{&l_803[4][1],(void*)0,(void*)0}},{{&l_803[4][4],&l_803[4][4],(void*)0},{&l_803[1][1],(void*)0,&l_803[3][3]},{(void*)0,&l_803[4][4],&l_803[1][2]},{&l_803[3][1],&l_803[4][0],&l_803[4][4]},{&l_803[4][4],&l_803[4][4],&l_803[4][4]},{&l_803[4][0],&l_803[4][4],&l_803[4][4]},{(void*)0,&l_803[4][4],&l_803[4][4]},{(void*)0,&l_803[3][4],(void*)0}},{{&l_803[4][4],(void*)0,&l_803[4][4]},{&l_803[3][3],(void*)0,&l_803[4][4]},{&l_803[3][0],&l_803[4][4],&l_803[4][4]},{&l_803[4][4],&l_803[1][5],&l_803[4][4]},{&l_803[3][3],&l_803[2][4],&l_803[1][2]},{&l_803[4][4],(void*)0,&l_803[3][3]},{&l_803[4][4],&l_803[4][4],(void*)0},{(void*)0,&l_803[3][4],(void*)0}},{{&l_803[4][4],&l_803[3][3],&l_803[4][4]},{&l_803[4][4],&l_803[4][4],&l_803[4][0]},{&l_803[3][3],&l_803[4][4],&l_803[4][4]},{&l_803[4][4],&l_803[4][0],&l_803[3][1]},{&l_803[3][0],&l_803[4][4],&l_803[4][4]},{&l_803[3][3],(void*)0,&l_803[1][1]},{&l_803[4][4],&l_803[4][4],(void*)0},{(void*)0,(void*)0,&l_803[4][1]}},{{(void*)0,&l_803[4][4],&l_803[1][2]},{&l_803[4][0],&l_803[4][0],(void*)0},{&l_803[4][4],&l_803[4][4],&l_803[4][4]},{&l_803[3][1],&l_803[4][4],&l_803[0][0]},{(void*)0,&l_803[3][3],&l_803[4][4]},{&l_803[1][1],&l_803[3][4],&l_803[3][2]},{&l_803[4][4],&l_803[4][4],&l_803[4][4]},{&l_803[4][1],&l_803[3][4],&l_803[2][2]}},{{&l_803[4][4],&l_803[3][3],&l_803[4][4]},{(void*)0,&l_803[1][2],(void*)0},{&l_803[4][4],&l_803[4][4],(void*)0},{&l_803[2][2],&l_803[3][4],&l_803[4][4]},{&l_803[3][0],&l_803[4][4],&l_803[4][4]},{&l_803[4][4],&l_803[1][1],&l_803[3][2]},{&l_803[3][0],&l_803[4][4],&l_803[4][4]},{&l_803[2][2],&l_803[3][4],&l_803[4][1]}},{{&l_803[4][4],&l_803[3][0],(void*)0},{(void*)0,&l_803[1][5],&l_803[3][3]},{&l_803[4][4],&l_803[4][4],&l_803[4][4]},{&l_803[4][4],&l_803[4][4],(void*)0},{&l_803[2][4],&l_803[0][2],&l_803[4][4]},{&l_803[3][2],&l_803[4][4],(void*)0},{&l_803[4][4],&l_803[4][4],(void*)0},{&l_803[4][1],&l_803[1][5],(void*)0}},{{&l_803[3][0],&l_803[3][0],&l_803[4][4]},{&l_803[3][3],&l_803[3][4],(void*)0},{&l_803[4][4],&l_803[4][4],&l_803[1][2]},{(void*)0,&l_803[1][1],&l_803[4][4]},{&l_803[2][4],&l_803[4][4],&l_803[1][2]},{(void*)0,&l_803[3][4],(void*)0},{&l_803[4][4],&l_803[4][4],&l_803[4][4]},{(void*)0,&l_803[1][2],(void*)0}}};
    int8_t l_817 = 0x4BL;
    int16_t *l_873 = &g_177;
    int32_t **l_897 = &g_737;
    int32_t ***l_896 = &l_897;
    int32_t ****l_895 = &l_896;
    uint8_t *l_898 = &g_540.f0;
    uint32_t *l_905 = (void*)0;
    uint32_t **l_904 = &l_905;
    int i, j, k;
    for (i = 0; i < 4; i++)
        l_600[i] = 0xEDE27F85809344F3LL;
    for (p_64 = 22; (p_64 <= 36); p_64 = safe_add_func_uint8_t_u_u(p_64, 3))
    {
        uint16_t l_105 = 0xC037L;
        int32_t l_123 = 0L;
        int32_t l_594 = 0xC47B6BB8L;
        int32_t l_595[1];
        uint64_t l_601 = 0xAEA30C9EB7FE9589LL;
        int32_t *l_620[1];
        int32_t l_622 = (-1L);
        uint32_t l_623 = 0x835874AFL;
        int64_t l_639 = 0x2AB896033308203ALL;
        uint32_t l_653 = 0x19AF1709L;
        struct S1 * const l_667 = &g_117;
        uint64_t **l_761 = (void*)0;
        struct S1 l_814[6][2][6] = {{{{-2,0,91},{1,2,315},{1,2,315},{-2,0,91},{2,4,194},{-3,0,212}},{{-0,4,206},{-1,6,146},{-2,0,91},{-3,0,264},{3,3,53},{1,2,163}}},{{{2,1,286},{3,2,273},{3,0,212},{1,6,316},{3,3,53},{-3,2,9}},{{1,2,225},{-1,6,146},{-3,4,21},{-2,7,333},{2,4,194},{1,2,225}}},{{{3,2,273},{1,2,315},{-3,0,275},{1,2,315},{3,2,273},{-2,0,59}},{{-3,0,212},{3,0,212},{3,3,53},{-2,0,91},{1,5,279},{3,6,325}}},{{{1,2,163},{-3,2,187},{-2,0,91},{3,0,212},{1,2,225},{3,6,325}},{{-3,2,9},{3,2,273},{3,3,53},{-3,4,21},{-3,0,264},{-2,0,59}}},{{{1,2,225},{-1,0,134},{-3,0,275},{-3,0,275},{-1,0,134},{1,2,225}},{{-2,0,59},{-3,0,264},{-3,4,21},{3,3,53},{3,2,273},{-3,2,9}}},{{{3,6,325},{1,2,225},{3,0,212},{-2,0,91},{-3,2,187},{1,2,163}},{{3,6,325},{1,5,279},{-2,0,91},{3,3,53},{3,0,212},{-3,0,212}}}};
        uint8_t l_827[7] = {0x78L,0x78L,0x78L,0x78L,0x78L,0x78L,0x78L};
        uint8_t l_829 = 0x6BL;
        int i, j, k;
        for (i = 0; i < 1; i++)
            l_595[i] = 7L;
        for (i = 0; i < 1; i++)
            l_620[i] = (void*)0;
        (*g_45) = (safe_lshift_func_uint8_t_u_u(3UL, 7));
        for (g_35 = 4; (g_35 >= 0); g_35 -= 1)
        {
            int32_t l_91 = 1L;
            int32_t *l_92 = (void*)0;
            uint16_t l_121[8][2][8] = {{{0xF4F0L,65529UL,0xF4F0L,0x165AL,65528UL,1UL,0xF4F0L,1UL},{65528UL,1UL,0xF4F0L,1UL,0xF4F0L,1UL,65528UL,0x165AL}},{{65528UL,65529UL,0xB916L,1UL,65528UL,0x6274L,65528UL,1UL},{0xF4F0L,65529UL,0xF4F0L,0x165AL,65528UL,1UL,0xF4F0L,1UL}},{{65528UL,1UL,0xF4F0L,1UL,0xF4F0L,1UL,0xF4F0L,2UL},{0xF4F0L,1UL,65528UL,0x165AL,0xF4F0L,65529UL,0xF4F0L,0x165AL}},{{0xB916L,1UL,0xB916L,2UL,0xF4F0L,0x6274L,0xB916L,0x165AL},{0xF4F0L,0x6274L,0xB916L,0x165AL,0xB916L,0x6274L,0xF4F0L,2UL}},{{0xF4F0L,1UL,65528UL,0x165AL,0xF4F0L,65529UL,0xF4F0L,0x165AL},{0xB916L,1UL,0xB916L,2UL,0xF4F0L,0x6274L,0xB916L,0x165AL}},{{0xF4F0L,0x6274L,0xB916L,0x165AL,0xB916L,0x6274L,0xF4F0L,2UL},{0xF4F0L,1UL,65528UL,0x165AL,0xF4F0L,65529UL,0xF4F0L,0x165AL}},{{0xB916L,1UL,0xB916L,2UL,0xF4F0L,0x6274L,0xB916L,0x165AL},{0xF4F0L,0x6274L,0xB916L,0x165AL,0xB916L,0x6274L,0xF4F0L,2UL}},{{0xF4F0L,1UL,65528UL,0x165AL,0xF4F0L,65529UL,0xF4F0L,0x165AL},{0xB916L,1UL,0xB916L,2UL,0xF4F0L,0x6274L,0xB916L,0x165AL}}};
            int32_t l_591[4];
            int32_t l_596 = 0xBD2942C8L;
            int32_t l_597 = 5L;
            int32_t l_598 = 0x7008DBB1L;
            int32_t l_599 = 0x7165C762L;
            struct S1 l_604 = {2,5,18};
            int i, j, k;
            for (i = 0; i < 4; i++)
                l_591[i] = 1L;
            (*g_93) ^= l_91;
            for (l_91 = 0; (l_91 <= 9); l_91 += 1)
            {
                uint32_t l_101[1][1];
                int32_t l_106[3];
                struct S1 l_107 = {-2,6,69};
                uint32_t *l_118 = &l_101[0][0];
                uint16_t *l_119 = (void*)0;
                int32_t *l_588 = &g_122[7];
                int32_t *l_589 = &l_106[1];
                int32_t *l_590 = &l_106[2];
                int32_t *l_592[9][9] = {{(void*)0,&g_122[0],(void*)0,(void*)0,&l_106[1],(void*)0,&g_35,(void*)0,&l_106[1]},{&g_122[7],&l_106[2],&l_106[2],&g_122[7],&l_120,&g_35,(void*)0,&g_122[1],&g_94[0]},{(void*)0,&l_106[1],&g_35,&l_106[2],&l_106[2],&g_35,&l_106[1],(void*)0,&l_123},{&l_120,&g_35,&g_94[0],&g_94[0],&l_120,&g_122[1],&g_122[1],&l_120,&g_94[0]},{(void*)0,(void*)0,(void*)0,&g_122[0],&l_106[1],&l_106[2],&g_94[0],&l_123,&l_123},{&l_106[2],&l_120,&g_122[7],&g_122[1],&g_122[7],&l_120,&l_106[2],(void*)0,&g_94[0]},{&g_94[0],&l_106[2],&l_106[1],&g_122[0],(void*)0,(void*)0,(void*)0,&g_122[0],&l_106[1]},{&g_122[1],&g_122[1],&l_120,&g_94[0],&g_94[0],&g_35,&l_120,(void*)0,&l_120},{&l_106[1],&g_35,&l_106[2],&l_106[2],&g_35,&l_106[1],(void*)0,&l_123,&l_91}};
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 1; j++)
                        l_101[i][j] = 0x49B9DBF7L;
                }
                for (i = 0; i < 3; i++)
                    l_106[i] = 0L;
                for (g_80 = 0; (g_80 <= 9); g_80 += 1)
                {
                    uint64_t *l_103[6][5][6] = {{{&g_104,&g_104,&g_80,&g_104,&g_80,(void*)0},{&g_80,&g_104,&g_80,&g_104,(void*)0,&g_104},{&g_104,&g_104,&g_104,&g_104,&g_80,&g_80},{&g_104,&g_80,&g_80,&g_104,(void*)0,&g_80},{&g_80,(void*)0,&g_104,&g_80,(void*)0,&g_80}},{{&g_104,&g_80,&g_80,&g_104,(void*)0,&g_104},{(void*)0,(void*)0,(void*)0,&g_104,(void*)0,(void*)0},{(void*)0,&g_80,&g_80,&g_104,&g_104,&g_80},{&g_80,&g_104,&g_80,(void*)0,(void*)0,&g_104},{(void*)0,&g_104,&g_80,&g_80,&g_104,&g_80}},{{&g_80,&g_80,&g_104,&g_80,(void*)0,(void*)0},{(void*)0,(void*)0,&g_80,&g_104,(void*)0,&g_80},{&g_104,&g_80,&g_80,&g_80,(void*)0,(void*)0},{&g_104,(void*)0,&g_80,&g_80,(void*)0,&g_80},{&g_80,&g_80,&g_80,&g_104,&g_104,&g_80}},{{&g_104,&g_104,&g_104,&g_104,(void*)0,&g_80},{&g_104,&g_104,&g_104,&g_80,&g_104,&g_104},{&g_104,&g_80,&g_80,&g_104,(void*)0,&g_104},{&g_104,(void*)0,&g_104,&g_104,(void*)0,&g_80},{&g_80,&g_80,&g_80,&g_80,(void*)0,&g_80}},{{(void*)0,(void*)0,&g_104,(void*)0,(void*)0,&g_104},{&g_104,&g_80,&g_80,&g_80,&g_104,&g_80},{(void*)0,&g_104,&g_104,&g_80,(void*)0,(void*)0},{(void*)0,&g_104,&g_80,&g_104,&g_104,&g_104},{&g_104,&g_80,&g_80,&g_104,(void*)0,&g_80}},{{&g_80,(void*)0,&g_104,&g_80,(void*)0,&g_80},{&g_104,&g_80,&g_80,&g_104,(void*)0,&g_104},{(void*)0,(void*)0,(void*)0,&g_104,(void*)0,(void*)0},{(void*)0,&g_80,&g_80,&g_104,&g_104,&g_80},{&g_80,&g_104,&g_80,(void*)0,(void*)0,&g_104}}};
                    struct S1 *l_108 = &l_107;
                    int i, j, k;
                    g_34[g_35] = (*p_65);
                    (*p_65) = func_18((g_23 , (g_22[g_35] = (void*)0)), g_80, (0UL | ((l_106[2] |= (((p_64 , p_64) & ((safe_add_func_int16_t_s_s(((l_105 = ((((safe_mul_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_u(p_64, 1)) == l_101[0][0]), l_102)) <= 0x5A479C51A53AF947LL) != l_101[0][0]) == 0x665DL)) || 1UL), g_94[0])) || l_102)) | p_64)) | l_101[0][0])));
                    (*l_108) = l_107;
                    if ((*g_45))
                        continue;
                }
                (*g_587) &= func_109((p_64 >= ((g_122[7] = ((safe_rshift_func_uint16_t_u_u(((g_74[4][5][1] > 0x684FL) & 0x1AL), (safe_add_func_int8_t_s_s((p_64 , ((l_120 = (((*l_118) = ((void*)0 != l_116)) , g_117.f0)) < ((0xC9L != p_64) , l_105))), l_121[7][0][4])))) && 0UL)) > 0xECL)), l_123);
                ++l_601;
                (*g_398) = l_604;
                for (l_597 = 3; (l_597 >= 0); l_597 -= 1)
                {
                    int8_t *l_613 = &g_540.f2;
                    uint64_t *l_617 = &l_601;
                    int64_t *l_618[7][9] = {{&l_600[1],&g_178,&g_178,&l_600[1],&g_178,&g_178,&l_600[1],&g_178,&g_178},{&l_600[1],&g_178,&g_178,&l_600[1],&g_178,&g_178,&l_600[1],&g_178,&g_178},{&l_600[1],&g_178,&g_178,&l_600[1],&g_178,&g_178,&l_600[1],&g_178,&g_178},{&l_600[1],&g_178,&g_178,&g_178,(void*)0,(void*)0,&g_178,(void*)0,(void*)0},{&g_178,(void*)0,(void*)0,&g_178,(void*)0,(void*)0,&g_178,(void*)0,(void*)0},{&g_178,(void*)0,(void*)0,&g_178,(void*)0,(void*)0,&g_178,(void*)0,(void*)0},{&g_178,(void*)0,(void*)0,&g_178,(void*)0,(void*)0,&g_178,(void*)0,(void*)0}};
                    int i, j, k;
                    (*l_589) ^= ((safe_rshift_func_int8_t_s_s(((safe_add_func_int64_t_s_s((safe_lshift_func_uint16_t_u_s((safe_add_func_uint64_t_u_u(((*l_617) = (((*l_613) = ((g_74[l_597][l_597][l_597] || 0x6C66L) < p_64)) ^ (safe_add_func_int64_t_s_s(((g_318 , &g_23) == (void*)0), (safe_unary_minus_func_int64_t_s((p_64 <= 65531UL))))))), (l_619 = (-1L)))), p_64)), l_595[0])) <= g_74[l_597][l_597][l_597]), p_64)) & p_64);
                }
            }
        }
        ++l_623;
        for (l_601 = (-4); (l_601 >= 30); ++l_601)
        {
            uint32_t l_630 = 4294967289UL;
            uint16_t *l_635[6][2][8] = {{{&g_31,&l_102,&l_105,&g_31,(void*)0,&l_105,&l_105,&l_102},{&l_102,(void*)0,(void*)0,&l_105,(void*)0,(void*)0,&l_105,(void*)0}},{{&g_31,&g_31,&l_102,&l_102,&l_105,&g_31,(void*)0,&g_31},{&g_31,(void*)0,&g_31,&l_105,&l_105,&g_31,&l_102,&g_31}},{{(void*)0,&l_102,(void*)0,&l_102,(void*)0,&g_31,&l_102,(void*)0},{(void*)0,&l_105,(void*)0,&l_105,&l_102,&l_105,&l_105,&l_102}},{{&l_105,&l_102,(void*)0,&g_31,&g_31,(void*)0,&l_102,&l_105},{&l_102,&g_31,(void*)0,(void*)0,&g_31,&l_105,&l_102,(void*)0}},{{&l_105,&l_105,&g_31,&g_31,(void*)0,&l_105,(void*)0,&g_31},{&l_102,&g_31,&l_102,(void*)0,&l_105,(void*)0,&l_105,&l_102}},{{&g_31,&l_102,(void*)0,&l_102,&l_105,&l_105,&l_105,&l_105},{&g_31,&l_105,&l_105,&l_105,&l_105,&g_31,&g_31,(void*)0}}};
            int32_t l_636 = 6L;
            int32_t l_641 = (-1L);
            int32_t l_642 = 0x1BC15CDEL;
            int32_t l_649[8][3] = {{0x824622A7L,1L,0x824622A7L},{1L,1L,1L},{0L,1L,0L},{1L,1L,1L},{0x824622A7L,1L,0x824622A7L},{1L,1L,1L},{0L,1L,0L},{1L,1L,1L}};
            uint32_t *l_692 = &g_573[3];
            const uint32_t l_730 = 0x0F003E83L;
            struct S1 l_731 = {3,7,91};
            int32_t *l_738[5][1] = {{&g_94[0]},{&g_94[0]},{&g_94[0]},{&g_94[0]},{&g_94[0]}};
            uint64_t *l_792 = &g_104;
            struct S1 *l_805 = &l_731;
            uint32_t l_864 = 0UL;
            int i, j, k;
        }
    }
    (*g_45) |= (&g_31 != &l_102);
    l_593[4][2] &= ((((*l_898) = (safe_rshift_func_int16_t_s_u((safe_mod_func_int8_t_s_s((safe_rshift_func_int16_t_s_u(((*l_873) = p_64), (safe_mod_func_uint16_t_u_u((((((safe_div_func_int64_t_s_s(((safe_add_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((0x47F8L != (safe_add_func_int8_t_s_s(((safe_mod_func_uint8_t_u_u(((((**g_44) = (safe_sub_func_int16_t_s_s((p_64 | (safe_add_func_int64_t_s_s(((g_518 , (**p_65)) & (safe_div_func_int8_t_s_s((safe_unary_minus_func_uint16_t_u(p_64)), (p_64 , 0x3BL)))), ((((safe_rshift_func_uint8_t_u_s((((((*l_895) = &p_65) != (void*)0) , g_104) > p_64), 2)) | 0x15FD5DBB024974D5LL) && g_80) >= p_64)))), (-9L)))) | p_64) & (-1L)), (-4L))) , 6L), (-7L)))), p_64)), 0x1C47L)) & p_64), (-3L))) | (-3L)) , p_64) & g_117.f0) , 0xD1ABL), 65535UL)))), 1L)), 12))) , (**p_65)) & 0xDE7A0424L);
    g_94[0] &= (0x55BAL <= (g_899[7] , (safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((l_904 != &l_905), (((safe_rshift_func_uint8_t_u_u(255UL, (&p_64 != (g_909 = func_18((*g_774), (g_908 , (p_64 == (***l_896))), (***g_785)))))) , 0UL) , p_64))), p_64))));
    return p_64;
}
static int32_t func_109(int64_t p_110, uint32_t p_111)
{
    struct S1 *l_126 = &g_117;
    int32_t l_145 = 1L;
    uint64_t l_146 = 0x4776412926711C34LL;
    int32_t l_204 = 0xD11109A1L;
    uint8_t l_214 = 0x17L;
    uint8_t l_270 = 255UL;
    int32_t l_280[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
    int32_t **l_310[3];
    int32_t ***l_309 = &l_310[0];
    int32_t l_338[2];
    const uint32_t * const l_353 = &g_318;
    int32_t l_415 = 1L;
    int8_t **l_459 = &g_22[0];
    uint16_t *l_491 = &g_31;
    uint16_t ** const l_490 = &l_491;
    uint16_t **l_493[5][5][2] = {{{&l_491,(void*)0},{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491}},{{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491}},{{(void*)0,&l_491},{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491}},{{&l_491,&l_491},{(void*)0,&l_491},{&l_491,&l_491},{&l_491,&l_491},{&l_491,&l_491}},{{(void*)0,&l_491},{(void*)0,&l_491},{(void*)0,(void*)0},{&l_491,&l_491},{&l_491,(void*)0}}};
    uint16_t ***l_492 = &l_493[4][1][1];
    uint16_t l_503 = 65534UL;
    uint32_t *l_535 = &g_488[1];
    uint32_t ** const l_534 = &l_535;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_310[i] = &g_45;
    for (i = 0; i < 2; i++)
        l_338[i] = (-2L);
    return p_111;
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_11, "g_11", print_hash_value);
    transparent_crc(g_23, "g_23", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_35, "g_35", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_74[i][j][k], "g_74[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_80, "g_80", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_94[i], "g_94[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_117.f0, "g_117.f0", print_hash_value);
    transparent_crc(g_117.f1, "g_117.f1", print_hash_value);
    transparent_crc(g_117.f2, "g_117.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_122[i], "g_122[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_174.f0, "g_174.f0", print_hash_value);
    transparent_crc(g_174.f1, "g_174.f1", print_hash_value);
    transparent_crc(g_177, "g_177", print_hash_value);
    transparent_crc(g_178, "g_178", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_196[i][j], "g_196[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_218.f0, "g_218.f0", print_hash_value);
    transparent_crc(g_218.f2, "g_218.f2", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_225[i][j].f0, "g_225[i][j].f0", print_hash_value);
            transparent_crc(g_225[i][j].f1, "g_225[i][j].f1", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_227.f0, "g_227.f0", print_hash_value);
    transparent_crc(g_227.f1, "g_227.f1", print_hash_value);
    transparent_crc(g_227.f2, "g_227.f2", print_hash_value);
    transparent_crc(g_256.f0, "g_256.f0", print_hash_value);
    transparent_crc(g_256.f1, "g_256.f1", print_hash_value);
    transparent_crc(g_314, "g_314", print_hash_value);
    transparent_crc(g_318, "g_318", print_hash_value);
    transparent_crc(g_334.f0, "g_334.f0", print_hash_value);
    transparent_crc(g_334.f1, "g_334.f1", print_hash_value);
    transparent_crc(g_340, "g_340", print_hash_value);
    transparent_crc(g_399.f0, "g_399.f0", print_hash_value);
    transparent_crc(g_399.f1, "g_399.f1", print_hash_value);
    transparent_crc(g_399.f2, "g_399.f2", print_hash_value);
    transparent_crc(g_465, "g_465", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_488[i], "g_488[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_518.f0, "g_518.f0", print_hash_value);
    transparent_crc(g_518.f1, "g_518.f1", print_hash_value);
    transparent_crc(g_540.f0, "g_540.f0", print_hash_value);
    transparent_crc(g_540.f2, "g_540.f2", print_hash_value);
    transparent_crc(g_565, "g_565", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_573[i], "g_573[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_721.f0, "g_721.f0", print_hash_value);
    transparent_crc(g_721.f2, "g_721.f2", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_754[i][j][k], "g_754[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_763[i][j].f0, "g_763[i][j].f0", print_hash_value);
            transparent_crc(g_763[i][j].f1, "g_763[i][j].f1", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_899[i].f0, "g_899[i].f0", print_hash_value);
        transparent_crc(g_899[i].f2, "g_899[i].f2", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_908, "g_908", print_hash_value);
    transparent_crc(g_948, "g_948", print_hash_value);
    transparent_crc(g_949.f0, "g_949.f0", print_hash_value);
    transparent_crc(g_949.f2, "g_949.f2", print_hash_value);
    transparent_crc(g_952, "g_952", print_hash_value);
    transparent_crc(g_1032.f0, "g_1032.f0", print_hash_value);
    transparent_crc(g_1032.f2, "g_1032.f2", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 10; k++)
            {
                transparent_crc(g_1057[i][j][k].f0, "g_1057[i][j][k].f0", print_hash_value);
                transparent_crc(g_1057[i][j][k].f1, "g_1057[i][j][k].f1", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1079[i].f0, "g_1079[i].f0", print_hash_value);
        transparent_crc(g_1079[i].f1, "g_1079[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_1137[i][j].f0, "g_1137[i][j].f0", print_hash_value);
            transparent_crc(g_1137[i][j].f1, "g_1137[i][j].f1", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1151, "g_1151", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_1152[i][j], "g_1152[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_1159[i][j].f0, "g_1159[i][j].f0", print_hash_value);
            transparent_crc(g_1159[i][j].f1, "g_1159[i][j].f1", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1198, "g_1198", print_hash_value);
    transparent_crc(g_1211, "g_1211", print_hash_value);
    transparent_crc(g_1212, "g_1212", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_1230[i], "g_1230[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1238[i].f0, "g_1238[i].f0", print_hash_value);
        transparent_crc(g_1238[i].f1, "g_1238[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1268, "g_1268", print_hash_value);
    transparent_crc(g_1295, "g_1295", print_hash_value);
    transparent_crc(g_1310.f0, "g_1310.f0", print_hash_value);
    transparent_crc(g_1310.f2, "g_1310.f2", print_hash_value);
    transparent_crc(g_1346, "g_1346", print_hash_value);
    transparent_crc(g_1353.f0, "g_1353.f0", print_hash_value);
    transparent_crc(g_1353.f2, "g_1353.f2", print_hash_value);
    transparent_crc(g_1372.f0, "g_1372.f0", print_hash_value);
    transparent_crc(g_1372.f1, "g_1372.f1", print_hash_value);
    transparent_crc(g_1485, "g_1485", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_1490[i][j], "g_1490[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_1500[i][j], "g_1500[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1560[i].f0, "g_1560[i].f0", print_hash_value);
        transparent_crc(g_1560[i].f1, "g_1560[i].f1", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1613.f0, "g_1613.f0", print_hash_value);
    transparent_crc(g_1613.f2, "g_1613.f2", print_hash_value);
    transparent_crc(g_1620.f0, "g_1620.f0", print_hash_value);
    transparent_crc(g_1620.f1, "g_1620.f1", print_hash_value);
    transparent_crc(g_1620.f2, "g_1620.f2", print_hash_value);
    transparent_crc(g_1651.f0, "g_1651.f0", print_hash_value);
    transparent_crc(g_1651.f2, "g_1651.f2", print_hash_value);
    transparent_crc(g_1670, "g_1670", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1675[i][j].f0, "g_1675[i][j].f0", print_hash_value);
            transparent_crc(g_1675[i][j].f2, "g_1675[i][j].f2", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 4; j++)
        {
            transparent_crc(g_1720[i][j], "g_1720[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1985, "g_1985", print_hash_value);
    transparent_crc(g_2007, "g_2007", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_2013[i], "g_2013[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_2016, "g_2016", print_hash_value);
    transparent_crc(g_2033.f0, "g_2033.f0", print_hash_value);
    transparent_crc(g_2033.f2, "g_2033.f2", print_hash_value);
    transparent_crc(g_2053.f0, "g_2053.f0", print_hash_value);
    transparent_crc(g_2053.f2, "g_2053.f2", print_hash_value);
    transparent_crc(g_2062.f0, "g_2062.f0", print_hash_value);
    transparent_crc(g_2062.f1, "g_2062.f1", print_hash_value);
    transparent_crc(g_2079.f0, "g_2079.f0", print_hash_value);
    transparent_crc(g_2079.f1, "g_2079.f1", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
