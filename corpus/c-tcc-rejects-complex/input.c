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
union U0 {
   uint16_t f0;
   volatile int8_t * const volatile f1;
   unsigned f2 : 22;
   int64_t f3;
   volatile int16_t f4;
};
union U1 {
   volatile unsigned f0 : 4;
   volatile uint64_t f1;
   const uint32_t f2;
   const uint32_t f3;
};
union U2 {
   volatile int8_t * const volatile f0;
   int64_t f1;
   volatile int32_t f2;
   uint8_t f3;
};
static uint16_t g_8 = 0xCFAFL;
static int16_t g_10 = 0xF996L;
static volatile int16_t *g_24 = (void*)0;
static int8_t g_44[8] = {0xA8L,0xA8L,0xA8L,0xA8L,0xA8L,0xA8L,0xA8L,0xA8L};
static int32_t g_56 = 0x28D8805EL;
static int32_t *g_60 = &g_56;
static int32_t ** volatile g_59 = &g_60;
static int64_t g_115 = 0x43214E4505BCAFB9LL;
static int16_t g_121 = 0x7DF3L;
static const int16_t *g_135 = &g_121;
static const int16_t **g_134[8] = {&g_135,&g_135,&g_135,&g_135,&g_135,&g_135,&g_135,&g_135};
static const int16_t ***g_133[4] = {&g_134[2],&g_134[2],&g_134[2],&g_134[2]};
static uint8_t g_143[5][5] = {{1UL,1UL,1UL,1UL,1UL},{0UL,0UL,0UL,0UL,0UL},{1UL,1UL,1UL,1UL,1UL},{0UL,0UL,0UL,0UL,0UL},{1UL,1UL,1UL,1UL,1UL}};
static volatile uint8_t g_163 = 0x40L;
static volatile uint8_t *g_162 = &g_163;
static volatile uint8_t **g_161 = &g_162;
static uint8_t *g_192 = &g_143[4][4];
static uint8_t **g_191[8] = {&g_192,(void*)0,&g_192,(void*)0,&g_192,(void*)0,&g_192,(void*)0};
static uint8_t ***g_190[1][4][1] = {{{&g_191[7]},{&g_191[7]},{&g_191[7]},{&g_191[7]}}};
static uint32_t g_194 = 4294967293UL;
static uint32_t *g_217 = &g_194;
static union U0 g_227[5][6] = {{{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}},{{0x5947L},{65535UL},{0x5947L},{65535UL},{0x5947L},{65535UL}},{{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}},{{0x5947L},{65535UL},{0x5947L},{65535UL},{0x5947L},{65535UL}},{{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}}};
static union U0 *g_226 = &g_227[4][2];
static int8_t g_261 = (-9L);
static int16_t g_262 = 1L;
static int32_t g_263 = 9L;
static _Complex double g_phase = 1.0;
static uint32_t g_264 = 0x1369D0CBL;
static int16_t ***g_271 = (void*)0;
static int16_t ****g_270[5] = {&g_271,&g_271,&g_271,&g_271,&g_271};
static int16_t *****g_269 = &g_270[1];
static uint8_t g_296 = 0xEEL;
static int16_t g_308 = 0x10CAL;
static int16_t g_312 = 1L;
static const int32_t *g_322 = (void*)0;
static const int32_t **g_321[2] = {&g_322,&g_322};
static int32_t g_409[1] = {0x3E700611L};
static int16_t g_410[1] = {0x9349L};
static int64_t g_430[8] = {0x65215987FBF2FC5DLL,0x65215987FBF2FC5DLL,0x65215987FBF2FC5DLL,0x65215987FBF2FC5DLL,0x65215987FBF2FC5DLL,0x65215987FBF2FC5DLL,0x65215987FBF2FC5DLL,0x65215987FBF2FC5DLL};
static uint32_t g_432 = 0x4034800DL;
static union U2 g_466 = {0};
static union U2 g_469 = {0};
static int64_t g_476 = (-1L);
static uint32_t g_478 = 0x63E11DE1L;
static uint64_t g_503 = 18446744073709551606UL;
static uint64_t *g_502 = &g_503;
static int32_t g_575 = 0x80F1222FL;
static uint16_t g_576[1] = {1UL};
static int16_t g_598 = 0x0482L;
static uint32_t g_604[10][7] = {{4UL,0x66D9897EL,0x59DA6B76L,0x5940722AL,0x59DA6B76L,0x66D9897EL,4UL},{1UL,0xD0BD806CL,0x032D073DL,1UL,1UL,0x032D073DL,0xD0BD806CL},{0xBC35E81AL,0x66D9897EL,1UL,0x6BEA86F9L,0xBC35E81AL,0x6BEA86F9L,1UL},{1UL,0x4CB71A19L,0x032D073DL,1UL,1UL,1UL,1UL},{0x59DA6B76L,0xF62CDE19L,0x59DA6B76L,0x6BEA86F9L,4UL,0xF62CDE19L,4UL},{0x4CB71A19L,1UL,0xD0BD806CL,1UL,1UL,18446744073709551615UL,18446744073709551615UL},{0xBC35E81AL,0x5940722AL,0xC281F0DAL,0x5940722AL,0xBC35E81AL,0xF62CDE19L,0xC281F0DAL},{0x52450DDEL,0x4CB71A19L,1UL,0xD0BD806CL,1UL,1UL,18446744073709551615UL},{4UL,0x6BEA86F9L,0x59DA6B76L,0xF62CDE19L,0x59DA6B76L,0x6BEA86F9L,4UL},{0x52450DDEL,0xD0BD806CL,18446744073709551615UL,1UL,0x4CB71A19L,0x032D073DL,1UL}};
static volatile union U2 *g_632 = (void*)0;
static volatile union U2 g_634 = {0};
static uint32_t g_689 = 18446744073709551615UL;
static uint16_t g_696 = 0xBFEEL;
static uint32_t g_715 = 0UL;
static uint8_t g_719 = 255UL;
static volatile union U1 g_721 = {0x3FE82667L};
static volatile union U1 *g_720 = &g_721;
static int32_t *g_752 = &g_409[0];
static int32_t **g_751 = &g_752;
static volatile uint8_t * volatile *g_764 = &g_162;
static volatile uint8_t * volatile ** volatile g_763 = &g_764;
static volatile uint8_t * volatile ** volatile * volatile g_762 = &g_763;
static volatile uint8_t * volatile ** volatile * volatile *g_761 = &g_762;
static const union U2 g_789 = {0};
static union U2 g_814 = {0};
static union U2 g_816 = {0};
static int8_t *g_830 = &g_261;
static int8_t **g_829 = &g_830;
static uint32_t g_893 = 0xC5F92D5FL;
static uint8_t g_901 = 0x40L;
static int16_t g_961 = 0x20D3L;
static int32_t g_962 = 0xF4BAB11DL;
static volatile int32_t g_971 = 0xCCB7B2C8L;
static volatile int64_t g_972 = (-10L);
static int32_t g_973 = (-1L);
static volatile uint16_t g_974[9] = {65535UL,65535UL,0xB976L,65535UL,65535UL,0xB976L,65535UL,65535UL,0xB976L};
static int32_t * volatile g_977[4][1][5] = {{{&g_973,&g_56,&g_263,(void*)0,(void*)0}},{{&g_962,&g_56,&g_962,&g_575,&g_56}},{{(void*)0,&g_973,&g_575,(void*)0,&g_575}},{{(void*)0,(void*)0,&g_263,&g_56,&g_973}}};
static int32_t * volatile g_978[5] = {&g_962,&g_962,&g_962,&g_962,&g_962};
static int32_t * volatile g_979 = &g_575;
static union U0 g_991 = {0xF6EEL};
static int32_t * volatile g_1003 = &g_575;
static volatile uint32_t g_1085[2] = {4294967295UL,4294967295UL};
static int32_t * volatile g_1108 = &g_56;
static union U0 g_1131 = {0xB14BL};
static int16_t g_1133[2][2] = {{(-1L),(-1L)},{(-1L),(-1L)}};
static union U2 g_1146 = {0};
static volatile union U2 g_1166[9][2] = {{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}},{{0},{0}}};
static union U1 g_1171 = {0xEFA90486L};
static union U1 *g_1173 = &g_1171;
static union U1 ** volatile g_1172[5] = {&g_1173,&g_1173,&g_1173,&g_1173,&g_1173};
static union U1 ** volatile g_1174[5] = {&g_1173,&g_1173,&g_1173,&g_1173,&g_1173};
static union U1 ** volatile g_1175 = (void*)0;
static union U2 g_1181 = {0};
static union U1 g_1182 = {0UL};
static volatile union U2 g_1219[2] = {{0},{0}};
static volatile union U0 g_1237 = {0xF5CCL};
static union U2 g_1241 = {0};
static union U1 ** volatile g_1272 = &g_1173;
static union U2 *g_1290 = (void*)0;
static union U2 **g_1289 = &g_1290;
static uint32_t g_1322 = 1UL;
static int32_t ** volatile * volatile *g_1340[3][9] = {{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static const int32_t ** volatile g_1351 = &g_322;
static volatile union U0 g_1364 = {1UL};
static volatile union U2 g_1423 = {0};
static volatile union U1 g_1435[3] = {{0xFBB074CBL},{0xFBB074CBL},{0xFBB074CBL}};
static uint16_t * const volatile g_1448 = &g_1131.f0;
static uint16_t * const volatile *g_1447[2] = {&g_1448,&g_1448};
static union U2 g_1456 = {0};
static volatile union U2 g_1463 = {0};
static volatile union U0 g_1473 = {65535UL};
static const union U2 g_1476 = {0};
static int8_t g_1498 = (-1L);
static union U0 g_1619[10][4][2] = {{{{2UL},{2UL}},{{8UL},{2UL}},{{2UL},{8UL}},{{2UL},{2UL}}},{{{8UL},{2UL}},{{2UL},{8UL}},{{2UL},{2UL}},{{8UL},{2UL}}},{{{2UL},{8UL}},{{2UL},{2UL}},{{8UL},{2UL}},{{2UL},{8UL}}},{{{2UL},{2UL}},{{8UL},{2UL}},{{2UL},{8UL}},{{2UL},{2UL}}},{{{8UL},{2UL}},{{2UL},{8UL}},{{2UL},{2UL}},{{8UL},{2UL}}},{{{2UL},{8UL}},{{2UL},{2UL}},{{8UL},{2UL}},{{2UL},{8UL}}},{{{2UL},{2UL}},{{8UL},{2UL}},{{2UL},{8UL}},{{2UL},{2UL}}},{{{8UL},{2UL}},{{2UL},{8UL}},{{2UL},{2UL}},{{8UL},{2UL}}},{{{2UL},{8UL}},{{2UL},{2UL}},{{8UL},{2UL}},{{2UL},{8UL}}},{{{2UL},{2UL}},{{8UL},{2UL}},{{2UL},{8UL}},{{2UL},{2UL}}}};
static union U1 g_1625 = {1UL};
static volatile int64_t * volatile * volatile g_1628 = (void*)0;
static int32_t *****g_1636 = (void*)0;
static int8_t **g_1658 = &g_830;
static volatile int32_t g_1669 = (-7L);
static const volatile union U2 g_1677 = {0};
static int32_t * const **g_1679 = (void*)0;
static int32_t * const ***g_1678 = &g_1679;
static union U1 g_1688 = {0UL};
static int32_t g_1705 = 1L;
static int64_t g_1721 = 0xE810836A431894F2LL;
static volatile union U2 g_1749 = {0};
static volatile union U2 g_1768[5][3] = {{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}},{{0},{0},{0}}};
static int64_t g_1774 = 0x814119B0DC002DC8LL;
static union U1 g_1776 = {4294967292UL};
static volatile uint8_t * volatile ** const g_1799 = &g_764;
static uint16_t g_1803 = 1UL;
static uint32_t g_1871 = 4294967286UL;
static volatile union U2 g_1912 = {0};
static uint64_t **g_1944 = &g_502;
static union U0 **g_1967 = &g_226;
static union U0 ***g_1966 = &g_1967;
static union U1 g_1985 = {0x04E15467L};
static volatile union U1 g_1987 = {0x2886D74BL};
static int16_t g_1996[3][7] = {{(-3L),0x330CL,(-3L),(-3L),0x330CL,(-3L),(-3L)},{0x330CL,0x330CL,(-10L),0x330CL,0x330CL,(-10L),0x330CL},{0x330CL,(-3L),(-3L),0x330CL,(-3L),(-3L),0x330CL}};
static volatile union U1 g_2091 = {0xEB52FF63L};
static union U1 **g_2093 = &g_1173;
static union U1 ***g_2092 = &g_2093;
static const volatile int64_t g_2112[1][3][4] = {{{0x761A940FD370E9D3LL,(-1L),0x761A940FD370E9D3LL,0x2AB8200B8FD369A9LL},{0x761A940FD370E9D3LL,0x2AB8200B8FD369A9LL,0x2AB8200B8FD369A9LL,0x761A940FD370E9D3LL},{0xE65C27F7EFADD706LL,0x2AB8200B8FD369A9LL,1L,0x2AB8200B8FD369A9LL}}};
static const int32_t **g_2130 = (void*)0;
static volatile union U1 g_2242[7][1] = {{{0xDE0729D5L}},{{0x69DAA4D7L}},{{0x69DAA4D7L}},{{0xDE0729D5L}},{{0x69DAA4D7L}},{{0x69DAA4D7L}},{{0xDE0729D5L}}};
static const union U0 **g_2278 = (void*)0;
static const union U0 g_2281 = {0x68C9L};
static union U2 g_2282 = {0};
static volatile union U1 g_2316 = {1UL};
static uint32_t * volatile *g_2346 = &g_217;
static uint32_t * volatile ** volatile g_2345 = &g_2346;
static int16_t *** const *g_2439 = &g_271;
static int16_t *** const ** volatile g_2438[7][7] = {{&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439},{&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439},{&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439},{&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439},{&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439},{&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439},{&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439,&g_2439}};
static int16_t *** const ** volatile g_2440[7] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static union U0 g_2452 = {65529UL};
static volatile union U2 g_2462 = {0};
static const int32_t ***g_2498[5][7][1] = {{{(void*)0},{&g_2130},{&g_2130},{&g_2130},{(void*)0},{(void*)0},{&g_2130}},{{&g_2130},{&g_2130},{(void*)0},{(void*)0},{&g_2130},{&g_2130},{&g_2130}},{{(void*)0},{(void*)0},{&g_2130},{&g_2130},{&g_2130},{(void*)0},{(void*)0}},{{&g_2130},{&g_2130},{&g_2130},{(void*)0},{(void*)0},{&g_2130},{&g_2130}},{{&g_2130},{(void*)0},{(void*)0},{&g_2130},{&g_2130},{&g_2130},{(void*)0}}};
static const int32_t **** volatile g_2497[5] = {&g_2498[3][4][0],&g_2498[3][4][0],&g_2498[3][4][0],&g_2498[3][4][0],&g_2498[3][4][0]};
static const int32_t **** const volatile g_2499 = &g_2498[3][4][0];
static union U2 g_2586 = {0};
static int32_t ** volatile g_2596 = &g_60;
static uint64_t g_2625 = 9UL;
static int32_t g_2628 = 0xE12BC1A5L;
static volatile union U1 g_2726 = {2UL};
static volatile uint32_t g_2762 = 0x3F6B1774L;
static union U1 g_2782 = {0x640D9131L};
static volatile union U2 g_2783 = {0};
static volatile uint64_t g_2792 = 0x29EC56952E570D5DLL;
static const union U2 g_2871 = {0};
static union U1 ** volatile *g_2895 = &g_1172[2];
static const volatile union U2 g_2926 = {0};
static int8_t g_2928[2] = {8L,8L};
static int16_t func_1(void);
static int16_t func_2(int16_t p_3, int16_t p_4, uint16_t p_5, int8_t * p_6, uint32_t p_7);
static int16_t func_11(const int8_t p_12, const uint16_t p_13, int8_t * p_14, int8_t * p_15);
static uint16_t func_25(const int32_t p_26, int32_t p_27, uint8_t p_28, int8_t p_29, uint64_t p_30);
static int8_t * func_45(int16_t * p_46, int16_t * p_47);
static int16_t * func_48(uint8_t p_49, int16_t * p_50);
static uint8_t func_61(int32_t p_62, int16_t p_63);
static uint32_t func_69(int32_t p_70, const uint32_t p_71, int32_t ** p_72);
static int64_t func_81(int8_t p_82, int32_t p_83, int32_t p_84);
static int32_t func_85(int32_t * p_86, int16_t p_87);
static int16_t func_1(void)
{
    int16_t *l_9 = &g_10;
    int8_t *l_43 = &g_44[5];
    int32_t l_2583[7] = {0L,1L,0L,0L,1L,0L,0L};
    int32_t l_2629 = 1L;
    uint32_t **l_2656[10] = {&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,&g_217,&g_217};
    uint32_t ***l_2655[9] = {&l_2656[8],&l_2656[5],&l_2656[8],&l_2656[5],&l_2656[8],&l_2656[5],&l_2656[8],&l_2656[5],&l_2656[8]};
    uint32_t ****l_2654 = &l_2655[0];
    uint64_t l_2672 = 0xA3F3D84D2C887AEELL;
    const uint32_t l_2697 = 18446744073709551608UL;
    int32_t l_2739[7] = {0xAC565FF5L,0xAC565FF5L,0xAC565FF5L,0xAC565FF5L,0xAC565FF5L,0xAC565FF5L,0xAC565FF5L};
    int8_t l_2805 = 0x11L;
    int32_t **l_2822 = &g_752;
    uint64_t l_2823 = 3UL;
    int8_t l_2828 = 0xCDL;
    int8_t l_2915[10] = {0x24L,0x24L,0x24L,0x24L,0x24L,0x24L,0x24L,0x24L,0x24L,0x24L};
    int8_t l_2929 = 0x70L;
    int i;
    (*g_979) = ((func_2(((*l_9) &= g_8), func_11(g_8, (safe_div_func_uint8_t_u_u(g_8, (safe_mul_func_uint8_t_u_u((safe_mod_func_int32_t_s_s(((l_2583[1] = (safe_rshift_func_uint16_t_u_u((g_24 == l_9), (((((func_25((safe_div_func_uint32_t_u_u((g_8 >= ((safe_div_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u((((safe_sub_func_int32_t_s_s((safe_div_func_int32_t_s_s(((l_43 != (g_44[5] , func_45(func_48(g_44[1], l_9), l_9))) >= l_2583[4]), 1L)), l_2583[1])) , (*g_1658)) == l_43), 13)), 7)), l_2583[4])) && 1L)), l_2583[0])), l_2583[4], l_2583[4], l_2583[0], g_604[2][6]) != l_2583[4]) , l_2583[4]) >= g_2628) , (void*)0) == (void*)0)))) != g_410[0]), l_2629)), l_2629)))), l_43, l_43), l_2629, &g_1498, l_2629) == 0x8CE9L) , l_2583[0]);
    for (g_893 = 0; (g_893 != 56); g_893 = safe_add_func_int8_t_s_s(g_893, 8))
    {
        int32_t *l_2653 = (void*)0;
        l_2653 = l_2653;
    }
    if (((void*)0 != l_2654))
    {
        uint32_t l_2657 = 1UL;
        int32_t l_2660 = 2L;
        int32_t *l_2661 = &l_2629;
        int32_t *l_2662 = &l_2660;
        int32_t *l_2663 = (void*)0;
        int32_t *l_2664 = (void*)0;
        int32_t *l_2665 = (void*)0;
        int32_t *l_2666 = &l_2629;
        int32_t *l_2667 = (void*)0;
        int32_t *l_2668 = &g_973;
        int32_t *l_2669 = &g_575;
        int32_t *l_2670 = &g_973;
        int32_t *l_2671[9];
        int i;
        for (i = 0; i < 9; i++)
            l_2671[i] = &g_1705;
        l_2657++;
        ++l_2672;
    }
    else
    {
        int16_t l_2693[2];
        int16_t *****l_2710[10] = {(void*)0,(void*)0,&g_270[1],(void*)0,(void*)0,&g_270[1],(void*)0,(void*)0,&g_270[1],(void*)0};
        int8_t l_2712 = 0x47L;
        const int32_t *l_2716 = &g_56;
        int32_t l_2741 = 0x57AE0B87L;
        int32_t l_2799 = 0x62943B09L;
        int32_t l_2803 = 0x75199519L;
        int32_t l_2806 = 2L;
        int32_t l_2807[2][9][8] = {{{0x1C3C37A7L,0x2034747BL,0x843F585CL,(-1L),0L,(-10L),0xBC910BC7L,0xA536A3E8L},{0xA536A3E8L,0x13C13EDAL,0x843F585CL,0xBC910BC7L,0x3CE0703CL,0xA26BFECBL,5L,0xFC4D1328L},{0L,(-10L),(-10L),0x3E5C6776L,3L,1L,1L,3L},{0L,0x2232DE3BL,0x2232DE3BL,0L,0xFC4D1328L,5L,0xA26BFECBL,0x3CE0703CL},{(-1L),(-1L),0xFC4D1328L,0xE1835393L,0xA536A3E8L,0xBC910BC7L,(-10L),0L},{1L,(-1L),0L,0xD2E51C9FL,0x3E5C6776L,5L,0xD48A566CL,0x2232DE3BL},{(-5L),0x2232DE3BL,1L,2L,0xE1835393L,1L,0xE1835393L,3L},{(-1L),0L,(-1L),0xFC4D1328L,0xBC910BC7L,0x2034747BL,(-10L),0xDE261065L},{0xD2E51C9FL,(-9L),3L,0xA536A3E8L,0x13C13EDAL,0x843F585CL,0xBC910BC7L,0x3CE0703CL}},{{0xD2E51C9FL,0xE1835393L,0L,0x3E5C6776L,0xBC910BC7L,(-1L),0xA536A3E8L,1L},{(-1L),0L,0xA26BFECBL,0xE1835393L,0L,0L,0xE1835393L,0xA26BFECBL},{0xDE261065L,0xDE261065L,(-5L),0x1C3C37A7L,2L,(-10L),0xFC4D1328L,0x2034747BL},{0x1C3C37A7L,0x3E5C6776L,0x2232DE3BL,5L,0L,0xBC910BC7L,(-1L),0x2034747BL},{0x3E5C6776L,0xFC4D1328L,1L,0x1C3C37A7L,(-10L),0xA536A3E8L,(-1L),0xA26BFECBL},{0x2232DE3BL,1L,2L,0xE1835393L,1L,0xE1835393L,2L,1L},{5L,0x1C3C37A7L,0xE1835393L,0x3E5C6776L,0xA536A3E8L,0xFC4D1328L,3L,0x3CE0703CL},{0L,(-10L),1L,0xA536A3E8L,5L,(-1L),3L,0xDE261065L},{0xBC910BC7L,0xA536A3E8L,0xE1835393L,0xFC4D1328L,(-1L),(-1L),2L,3L}}};
        uint16_t l_2821 = 0x0B55L;
        uint64_t l_2829[9] = {0xEE0FBDE8625CBCBALL,0UL,0UL,0xEE0FBDE8625CBCBALL,0UL,0UL,0xEE0FBDE8625CBCBALL,0UL,0UL};
        int8_t l_2891[8][7] = {{0x70L,(-5L),0x90L,(-5L),0x70L,0x70L,(-5L)},{0x41L,0x1BL,0x41L,0x08L,0xB4L,(-1L),4L},{(-5L),(-9L),0x90L,0x90L,(-9L),(-5L),(-9L)},{0x41L,0x08L,0xB4L,(-1L),4L,(-1L),0xB4L},{0x70L,0x70L,(-5L),0x90L,(-5L),0x70L,0x70L},{0xF5L,0x08L,0L,0x08L,0xF5L,1L,0xB4L},{(-1L),(-9L),(-1L),(-5L),(-5L),(-1L),(-9L)},{0xB4L,0x1BL,0L,0x53L,4L,0x08L,4L}};
        uint64_t l_2892[8][2] = {{0x069136D1B473BD32LL,0x069136D1B473BD32LL},{0x069136D1B473BD32LL,0x069136D1B473BD32LL},{0x069136D1B473BD32LL,0x069136D1B473BD32LL},{0x069136D1B473BD32LL,0x069136D1B473BD32LL},{0x069136D1B473BD32LL,0x069136D1B473BD32LL},{0x069136D1B473BD32LL,0x069136D1B473BD32LL},{0x069136D1B473BD32LL,0x069136D1B473BD32LL},{0x069136D1B473BD32LL,0x069136D1B473BD32LL}};
        int64_t l_2927 = 0x00E3AA4F683C3704LL;
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_2693[i] = 0x5382L;
        for (g_893 = 0; (g_893 <= 22); g_893 = safe_add_func_int16_t_s_s(g_893, 2))
        {
            uint32_t l_2694 = 1UL;
            int16_t *****l_2711 = &g_270[4];
            int32_t l_2756 = 0L;
            int32_t l_2757 = 0x92FC9011L;
            int32_t l_2760 = 9L;
            union U0 ****l_2778 = &g_1966;
            union U0 ***** const l_2777 = &l_2778;
            union U1 * const *l_2789[9] = {&g_1173,&g_1173,&g_1173,&g_1173,&g_1173,&g_1173,&g_1173,&g_1173,&g_1173};
            int16_t *l_2832 = &g_1996[0][0];
            int64_t l_2852 = 0x2FC2EDE97DFF8641LL;
            uint8_t *l_2884 = &g_719;
            uint64_t * const l_2914 = &l_2829[7];
            int i;
            for (g_696 = 0; (g_696 <= 0); g_696 += 1)
            {
                int16_t l_2681 = (-3L);
                int16_t l_2695 = 0x7062L;
                int32_t *l_2696 = &g_1705;
                uint64_t **l_2715 = &g_502;
                uint8_t *l_2719[5][7] = {{&g_296,&g_296,&g_1456.f3,&g_719,&g_1456.f3,&g_296,&g_296},{&g_719,&g_719,&g_296,&g_296,&g_1456.f3,&g_901,&g_719},{&g_296,&g_901,(void*)0,&g_296,&g_296,&g_296,&g_296},{&g_719,&g_719,&g_719,&g_719,&g_296,&g_296,&g_901},{&g_719,&g_1456.f3,&g_296,&g_901,&g_719,&g_719,&g_296}};
                int64_t *l_2720 = (void*)0;
                int64_t *l_2721[6];
                uint8_t *** const l_2734 = &g_191[7];
                uint16_t *l_2738 = (void*)0;
                int32_t l_2752[10] = {0x0138F2BEL,0x7AF0D64DL,0x7AF0D64DL,0x0138F2BEL,1L,0x0138F2BEL,0x7AF0D64DL,0x7AF0D64DL,0x0138F2BEL,1L};
                int i, j;
                for (i = 0; i < 6; i++)
                    l_2721[i] = &g_476;
                (*l_2696) ^= ((((safe_mul_func_int16_t_s_s(((safe_mul_func_uint8_t_u_u(l_2681, (l_2681 != (l_2583[0] < ((((safe_unary_minus_func_uint8_t_u(((safe_lshift_func_int8_t_s_s(l_2583[4], 4)) > (0L >= 0x9AA10C5DL)))) & (safe_sub_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint8_t_u_u(((((void*)0 != l_9) == (safe_mul_func_int16_t_s_s(((l_2693[0] != (-7L)) && 0xB80E5361L), 0x269AL))) && l_2583[4]), l_2694)), l_2695)), 1UL))) , 65527UL) , (-1L)))))) != l_2694), (*g_1448))) >= l_2693[0]) , (-5L)) , l_2694);
                l_2629 = (l_2697 ^ (safe_div_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((l_2629 != (safe_rshift_func_uint8_t_u_u((((*l_2696) >= (***g_2345)) <= ((-2L) >= (safe_rshift_func_int8_t_s_u((safe_mod_func_uint64_t_u_u(18446744073709551615UL, (-1L))), ((*l_2696) >= ((l_2711 = l_2710[7]) != &g_270[3])))))), l_2583[4]))), g_1721)), l_2712)));
                l_2583[4] = ((safe_rshift_func_int8_t_s_u((((((((*l_2696) , (*g_226)) , l_2715) != &g_502) , l_2716) == (void*)0) != ((*l_2696) ^ ((g_469.f1 = (safe_div_func_uint32_t_u_u((l_2583[4] >= (((((****l_2654) = (((((l_2629 = ((*g_192) ^= 250UL)) & (*l_2716)) & 0x8D35L) , l_2583[2]) < (*g_135))) > (*l_2716)) , (void*)0) != (void*)0)), 1UL))) < (*l_2696)))), 3)) || l_2583[3]);
                for (g_308 = 0; (g_308 <= 0); g_308 += 1)
                {
                    uint64_t l_2737[1];
                    int32_t l_2742 = 0x97BE90FCL;
                    int32_t l_2753 = 0xB3BF1309L;
                    int32_t l_2755 = 0x0D9853B4L;
                    int32_t l_2758 = 0xC8D7D62AL;
                    int16_t l_2759 = 3L;
                    int32_t l_2761 = (-1L);
                    int i;
                    for (i = 0; i < 1; i++)
                        l_2737[i] = 18446744073709551609UL;
                    if ((safe_div_func_int8_t_s_s(0x7BL, (safe_sub_func_int32_t_s_s((g_2726 , ((((0xEABDA347L > (!(*l_2716))) | ((((((safe_rshift_func_uint8_t_u_s((1L & (((((safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((*l_2716), (((l_2734 != (*g_762)) >= ((safe_sub_func_int16_t_s_s(((*l_9) ^= l_2737[0]), l_2694)) & 0xA9L)) <= (**g_829)))), 0x90L)) & (*l_2716)) , l_2738) == (void*)0) || 0x4AD8L)), 5)) <= l_2737[0]) || l_2737[0]) <= 0L) >= l_2583[4]) == 0x3FC633036B0DB3F9LL)) , (*g_761)) == &g_190[0][1][0])), l_2739[4])))))
                    {
                        int32_t *l_2740 = &l_2583[6];
                        int i, j, k;
                        g_977[g_696][g_696][(g_308 + 1)] = l_2740;
                        return (*l_2716);
                    }
                    else
                    {
                        int32_t *l_2743 = &g_962;
                        int32_t *l_2744 = &l_2629;
                        int32_t *l_2745 = &g_973;
                        int32_t *l_2746 = (void*)0;
                        int32_t *l_2747 = (void*)0;
                        int32_t *l_2748 = &g_1705;
                        int32_t *l_2749 = &l_2742;
                        int32_t *l_2750 = &l_2739[4];
                        int32_t *l_2751[7];
                        int8_t l_2754 = 0xEFL;
                        int32_t **l_2765 = &l_2751[4];
                        int i;
                        for (i = 0; i < 7; i++)
                            l_2751[i] = &g_1705;
                        --g_2762;
                        (*l_2765) = l_2747;
                        if (l_2753)
                            continue;
                        return l_2755;
                    }
                }
            }
            for (g_715 = 0; (g_715 >= 33); g_715 = safe_add_func_uint64_t_u_u(g_715, 8))
            {
                uint16_t l_2787 = 0x1389L;
                int32_t l_2797 = 0x0C866EF9L;
                int32_t l_2798 = 2L;
                int32_t l_2800 = 0x670520B6L;
                int32_t l_2802[5];
                int32_t *l_2812[10][7][2] = {{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}},{{(void*)0,(void*)0},{&l_2798,&l_2629},{&l_2583[4],&l_2629},{&l_2798,(void*)0},{(void*)0,&l_2798},{&l_2629,&l_2583[4]},{&l_2629,&l_2798}}};
                int8_t l_2835 = 0L;
                union U2 *l_2846 = (void*)0;
                int16_t **l_2856 = &l_2832;
                int16_t ***l_2855[2];
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_2802[i] = 1L;
                for (i = 0; i < 2; i++)
                    l_2855[i] = &l_2856;
                for (g_312 = 0; (g_312 <= 2); g_312 += 1)
                {
                    int32_t *l_2774 = &l_2741;
                    union U0 *l_2781 = &g_227[3][1];
                    int16_t *l_2785 = &g_1133[1][0];
                    union U0 ****l_2786 = &g_1966;
                    union U1 **l_2788[5] = {&g_1173,&g_1173,&g_1173,&g_1173,&g_1173};
                    int32_t l_2796 = 0x56DD31CFL;
                    int32_t l_2801 = 1L;
                    int32_t l_2804 = 7L;
                    int32_t *l_2811 = &l_2806;
                    int i, j;
                    (*l_2774) = ((safe_rshift_func_uint16_t_u_s(((*l_2716) , ((*g_1448) = 0xE763L)), ((*l_9) |= ((safe_add_func_int16_t_s_s((0xE7BFB84A22FA0518LL || ((void*)0 != &g_1340[g_312][(g_312 + 6)])), ((safe_rshift_func_uint8_t_u_s(l_2739[4], 1)) ^ 0x8E0CD291L))) ^ (-8L))))) , (((*l_2716) != (***g_1799)) && g_576[0]));
                    if (((**g_1967) , 1L))
                    {
                        int32_t **l_2779 = &l_2774;
                        int32_t *l_2780[10][4][4] = {{{(void*)0,&l_2757,&g_962,(void*)0},{(void*)0,&g_56,&l_2739[4],&l_2757},{&g_973,(void*)0,&l_2739[4],&g_56},{(void*)0,&l_2756,(void*)0,&l_2757}},{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_2757},{(void*)0,&l_2756,&l_2757,&g_56},{&g_973,&l_2739[2],&l_2583[5],(void*)0}},{{&g_973,&l_2757,&l_2757,&l_2583[6]},{(void*)0,(void*)0,(void*)0,&g_575},{(void*)0,(void*)0,(void*)0,&g_575},{(void*)0,(void*)0,(void*)0,&l_2583[6]}},{{&l_2757,&l_2757,&g_973,(void*)0},{&l_2583[5],&l_2739[2],&g_973,&g_56},{&l_2757,&l_2756,(void*)0,&l_2757},{(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,&l_2757},{(void*)0,&l_2756,&l_2757,&g_56},{&g_973,&l_2739[2],&l_2583[5],(void*)0},{&g_973,&l_2757,&l_2757,&l_2583[6]}},{{(void*)0,(void*)0,(void*)0,&g_575},{(void*)0,(void*)0,(void*)0,&g_575},{(void*)0,(void*)0,(void*)0,&l_2583[6]},{&l_2757,&l_2757,&g_973,(void*)0}},{{&l_2583[5],&l_2739[2],&g_973,&g_56},{&l_2757,&l_2756,(void*)0,&l_2757},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_2757}},{{(void*)0,&l_2756,&l_2757,&g_56},{&g_973,&l_2739[2],&l_2583[5],(void*)0},{&g_973,&l_2757,&l_2757,&l_2583[6]},{(void*)0,(void*)0,(void*)0,&g_575}},{{(void*)0,(void*)0,(void*)0,&g_575},{(void*)0,(void*)0,(void*)0,&l_2583[6]},{&l_2757,&l_2757,&g_973,(void*)0},{&l_2583[5],&l_2739[2],&g_973,&g_56}},{{&l_2757,&l_2756,(void*)0,&l_2757},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_2757},{(void*)0,&l_2756,&l_2757,&g_56}}};
                        int i, j, k;
                        l_2756 ^= (safe_add_func_uint16_t_u_u((*l_2716), ((void*)0 == l_2777)));
                        (*l_2779) = &l_2760;
                        (*g_1108) = ((*l_2774) = (*l_2716));
                        (*l_2774) &= l_2739[4];
                    }
                    else
                    {
                        uint32_t l_2784 = 0x7115AAF9L;
                        (****l_2777) = l_2781;
                        l_2583[4] = ((g_2782 , (g_2783 , ((l_2741 = ((l_2784 == (l_2694 ^ ((void*)0 == l_2785))) | (((*g_761) == (void*)0) ^ ((*l_43) = ((*g_830) = (g_1996[0][0] | 0x5F558A12176B7DF6LL)))))) & l_2784))) && l_2739[4]);
                        l_2787 = ((void*)0 != l_2786);
                    }
                    for (g_961 = 0; (g_961 <= 1); g_961 += 1)
                    {
                        return (*g_135);
                    }
                    if (((((*g_2092) = l_2788[2]) != l_2789[2]) < (safe_div_func_uint16_t_u_u(g_2792, (*l_2774)))))
                    {
                        int32_t *l_2793 = &g_962;
                        int32_t *l_2794 = &l_2629;
                        int32_t *l_2795[9][1] = {{(void*)0},{(void*)0},{&l_2756},{(void*)0},{(void*)0},{&l_2756},{(void*)0},{(void*)0},{&l_2756}};
                        uint32_t l_2808 = 0xF27D4066L;
                        int i, j;
                        l_2808++;
                        (*l_2793) = l_2798;
                        (*l_2774) = (0UL && l_2694);
                        l_2812[7][1][1] = l_2811;
                    }
                    else
                    {
                        (*l_2774) = (safe_sub_func_uint16_t_u_u(((safe_div_func_uint32_t_u_u((((*l_2716) , (*g_1448)) || 0x309DL), (*g_217))) > (safe_mul_func_uint16_t_u_u((safe_mod_func_int8_t_s_s((l_2823 = ((*g_830) |= ((l_2821 , l_2822) == (void*)0))), (safe_sub_func_int32_t_s_s(l_2672, (safe_mul_func_uint16_t_u_u((((void*)0 == (*g_829)) , l_2629), (*l_2716))))))), (*l_2716)))), l_2828));
                        return l_2756;
                    }
                }
                l_2829[7] = 0xC2BDD786L;
                for (g_973 = 0; (g_973 >= (-3)); --g_973)
                {
                    int32_t l_2857 = 0x1752442CL;
                    for (g_264 = 3; (g_264 <= 9); g_264 += 1)
                    {
                        uint32_t l_2851 = 4294967295UL;
                        int16_t * const *l_2854 = &l_2832;
                        int16_t * const **l_2853 = &l_2854;
                        uint32_t l_2858 = 0x7DEA344AL;
                        if ((*g_979))
                            break;
                        l_2583[2] |= (l_2832 == l_9);
                        l_2799 ^= (safe_mul_func_int8_t_s_s(((((l_2835 ^ (safe_lshift_func_uint16_t_u_u((safe_div_func_int64_t_s_s((safe_rshift_func_uint16_t_u_s((safe_rshift_func_int16_t_s_s(l_2739[4], (((*g_217) ^= ((safe_lshift_func_int16_t_s_s((0UL && (((((&g_2783 != l_2846) & (((safe_add_func_uint8_t_u_u(((*g_192) = 0UL), (safe_sub_func_int32_t_s_s(((*g_1003) &= l_2805), ((((l_2851 ^ l_2852) , l_2853) == l_2855[0]) ^ l_2672))))) != l_2851) , (-6L))) , 65534UL) >= 2UL) || 0xC7A3L)), 1)) ^ (*l_2716))) && 0xDCF80D15L))), (*l_2716))), l_2852)), l_2857))) <= 0xD16EA5022A0B6EFFLL) > (*l_2716)) ^ l_2851), 0xDFL));
                        l_2858++;
                    }
                    l_2716 = &l_2583[1];
                    return (*g_135);
                }
            }
            for (g_901 = 0; (g_901 >= 13); g_901 = safe_add_func_int8_t_s_s(g_901, 2))
            {
                uint32_t l_2887[7][9][4] = {{{0xF306FE74L,18446744073709551610UL,0UL,18446744073709551615UL},{0x685D6354L,0x0A9C3ABBL,1UL,0xABE071BDL},{8UL,1UL,1UL,0x297344B0L},{0x69C041B7L,0xE93D7F0CL,18446744073709551615UL,0UL},{0xA030141BL,1UL,2UL,0x49AEC3C3L},{6UL,0xC3C29EC3L,0UL,1UL},{1UL,0xA1AE2D27L,0x458260DBL,0xEA161130L},{0x96A95981L,0x3AE536DDL,0xEB69477FL,0UL},{0x57EC2F8CL,18446744073709551615UL,0x297344B0L,18446744073709551606UL}},{{18446744073709551615UL,8UL,0x17C61D6EL,0x408AD66BL},{1UL,0x4FFB2FA3L,0x6AAFFB33L,0x34503E98L},{18446744073709551615UL,0x57EC2F8CL,18446744073709551610UL,18446744073709551610UL},{18446744073709551611UL,0UL,18446744073709551611UL,0x69C041B7L},{1UL,18446744073709551615UL,18446744073709551606UL,18446744073709551613UL},{0x0B4AC553L,0x4C6A6857L,0x6B4300DFL,18446744073709551615UL},{0x49AEC3C3L,1UL,0x6B4300DFL,3UL},{0x0B4AC553L,18446744073709551611UL,18446744073709551606UL,0xABE071BDL},{1UL,0xA1AE2D27L,18446744073709551611UL,18446744073709551610UL}},{{18446744073709551611UL,18446744073709551610UL,18446744073709551610UL,1UL},{18446744073709551615UL,0xDC86EF94L,0x6AAFFB33L,0x42A4DF53L},{1UL,2UL,0x17C61D6EL,0UL},{18446744073709551615UL,0x3AE536DDL,0x297344B0L,0x31E36CC3L},{1UL,18446744073709551615UL,18446744073709551610UL,0x112CF292L},{0xEA161130L,0UL,18446744073709551610UL,0x96A95981L},{0x0A9C3ABBL,1UL,0x27D9FCDCL,18446744073709551607UL},{0xA030141BL,0x89D0BE55L,0x31E36CC3L,0UL},{0xABE071BDL,0x42A4DF53L,0x8235152CL,0x458260DBL}},{{0x96A95981L,1UL,1UL,0x57EC2F8CL},{3UL,0xEB69477FL,0xA58668E9L,1UL},{0x408AD66BL,18446744073709551610UL,18446744073709551607UL,18446744073709551615UL},{0x6AAFFB33L,0x408AD66BL,1UL,1UL},{0x458260DBL,18446744073709551615UL,0x64F17B23L,0x297344B0L},{0x4FFB2FA3L,18446744073709551610UL,18446744073709551615UL,0UL},{0xB17F42DCL,0xE544F395L,0xFD75FA9AL,18446744073709551610UL},{1UL,1UL,1UL,0x6B4300DFL},{18446744073709551609UL,0xABE071BDL,0xA1AE2D27L,18446744073709551609UL}},{{1UL,18446744073709551607UL,18446744073709551608UL,18446744073709551611UL},{1UL,1UL,1UL,1UL},{0x50C180EEL,0xA030141BL,0UL,18446744073709551615UL},{18446744073709551615UL,18446744073709551609UL,18446744073709551615UL,0x685D6354L},{0xA1AE2D27L,7UL,8UL,0x685D6354L},{2UL,18446744073709551609UL,0UL,18446744073709551615UL},{0x69C041B7L,0xA030141BL,18446744073709551608UL,1UL},{0x112CF292L,1UL,18446744073709551606UL,18446744073709551611UL},{0x17C61D6EL,18446744073709551607UL,0x4C6A6857L,18446744073709551609UL}},{{2UL,0xABE071BDL,0x50C180EEL,0x6B4300DFL},{18446744073709551608UL,1UL,18446744073709551611UL,18446744073709551610UL},{1UL,0xE544F395L,1UL,0UL},{6UL,18446744073709551610UL,1UL,0x297344B0L},{0x297344B0L,18446744073709551615UL,0UL,1UL},{18446744073709551615UL,0x408AD66BL,0UL,18446744073709551615UL},{0xA58668E9L,18446744073709551610UL,0x69C041B7L,1UL},{18446744073709551606UL,0xEB69477FL,7UL,0x57EC2F8CL},{0xE93D7F0CL,1UL,18446744073709551615UL,0x458260DBL}},{{18446744073709551615UL,0x42A4DF53L,9UL,0UL},{3UL,0x89D0BE55L,1UL,18446744073709551607UL},{0x4C6A6857L,2UL,0UL,0xEA161130L},{3UL,0xF306FE74L,0x31E36CC3L,18446744073709551615UL},{18446744073709551608UL,1UL,18446744073709551615UL,0x17C61D6EL},{0xEB69477FL,0x685D6354L,3UL,18446744073709551615UL},{0x8B9C85B5L,0x31E36CC3L,0x685D6354L,0x19255C15L},{18446744073709551615UL,0x3AE536DDL,0x4C6A6857L,18446744073709551608UL},{0x56206D8FL,7UL,1UL,7UL}}};
                int32_t *l_2930 = &l_2629;
                int i, j, k;
                for (g_478 = 0; (g_478 <= 1); g_478 += 1)
                {
                    union U2 **l_2872[9][5] = {{&g_1290,&g_1290,&g_1290,(void*)0,(void*)0},{&g_1290,&g_1290,&g_1290,&g_1290,&g_1290},{&g_1290,&g_1290,&g_1290,&g_1290,(void*)0},{&g_1290,&g_1290,(void*)0,&g_1290,&g_1290},{&g_1290,(void*)0,&g_1290,(void*)0,&g_1290},{&g_1290,&g_1290,&g_1290,(void*)0,&g_1290},{(void*)0,&g_1290,&g_1290,&g_1290,&g_1290},{&g_1290,&g_1290,&g_1290,&g_1290,&g_1290},{&g_1290,&g_1290,&g_1290,&g_1290,&g_1290}};
                    uint16_t *l_2888 = &g_576[0];
                    int i, j;
                    if ((g_1133[g_478][g_478] > (safe_rshift_func_uint8_t_u_s((safe_lshift_func_int16_t_s_u((((*l_2888) = ((0x20C1C384L || (((*g_830) = (**g_1658)) == (safe_lshift_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u((g_1133[g_478][g_478] < ((g_2871 , l_2872[4][0]) != ((((safe_rshift_func_int16_t_s_u((safe_mod_func_int64_t_s_s(((+(safe_div_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((safe_lshift_func_int8_t_s_u(((void*)0 != l_2884), 3)), (safe_div_func_int8_t_s_s((g_410[0] , l_2887[2][5][2]), (*g_192))))), g_1133[g_478][g_478]))) && 6L), l_2887[2][5][2])), l_2887[4][6][1])) != 0xE520L) & l_2887[6][0][3]) , &g_632))), g_1133[g_478][g_478])), 11)))) == 0x87F0L)) < l_2828), g_1133[g_478][g_478])), 1))))
                    {
                        int32_t *l_2889 = &g_56;
                        int32_t *l_2890[6][6][7] = {{{(void*)0,&l_2629,&l_2807[1][3][6],&l_2799,&l_2807[1][3][6],&l_2629,(void*)0},{&g_575,(void*)0,&l_2741,&l_2739[4],(void*)0,&l_2629,&g_1705},{&g_962,(void*)0,&l_2739[4],&l_2739[0],(void*)0,&l_2757,&g_973},{&l_2760,&g_973,&l_2741,&g_973,&l_2760,&g_56,(void*)0},{(void*)0,&l_2807[1][3][6],&l_2807[1][3][6],&l_2807[1][8][4],&l_2741,&g_962,(void*)0},{&g_973,&l_2739[4],&l_2739[4],&l_2803,&l_2741,&l_2741,&l_2803}},{{(void*)0,&l_2807[1][8][4],(void*)0,&g_56,&l_2803,(void*)0,&l_2757},{&l_2760,&l_2803,&l_2756,&g_56,&l_2803,(void*)0,&g_575},{&g_962,(void*)0,(void*)0,&l_2629,&l_2807[1][3][6],(void*)0,(void*)0},{&g_575,(void*)0,&g_1705,&g_56,&l_2803,&l_2741,&l_2741},{(void*)0,&l_2760,(void*)0,&l_2629,&l_2757,&g_962,&l_2803},{&g_56,&l_2629,&g_56,&g_56,&l_2629,&g_56,(void*)0}},{{(void*)0,&l_2739[0],&g_962,&l_2629,&l_2741,&l_2757,&l_2803},{&l_2741,&l_2803,(void*)0,&g_56,&l_2739[4],&l_2629,&l_2739[4]},{&l_2741,&l_2739[0],&l_2803,&g_56,&l_2739[4],&l_2629,(void*)0},{&l_2741,&l_2629,&l_2739[4],&l_2803,&g_575,&l_2583[4],&g_56},{&g_973,&l_2760,(void*)0,&l_2807[1][8][4],(void*)0,&l_2807[1][8][4],(void*)0},{&l_2741,&l_2741,&g_575,&g_1705,&l_2760,&l_2739[4],&g_56}},{{&l_2741,&l_2807[1][7][1],&g_962,&g_56,&l_2739[1],&l_2760,&l_2757},{&l_2739[4],&l_2583[4],&l_2760,&g_56,&l_2760,&l_2583[4],&l_2739[4]},{&l_2807[1][3][6],(void*)0,(void*)0,&l_2807[1][3][6],&g_973,&g_263,(void*)0},{&l_2741,&g_56,&g_973,(void*)0,&l_2803,(void*)0,(void*)0},{&l_2583[4],&l_2739[0],(void*)0,&l_2739[0],&l_2583[4],&l_2799,(void*)0},{&g_575,&g_1705,&l_2760,&l_2739[4],&g_56,(void*)0,&l_2803}},{{&l_2803,&l_2760,&g_962,&g_962,(void*)0,(void*)0,(void*)0},{&g_575,&l_2739[4],&g_575,(void*)0,&l_2803,&g_56,&l_2756},{&l_2583[4],&l_2629,(void*)0,&l_2799,(void*)0,&l_2807[1][7][1],&l_2807[1][3][6]},{&l_2741,&g_575,&g_56,&l_2583[4],&l_2583[4],&g_56,&g_575},{&l_2807[1][3][6],&l_2757,(void*)0,&g_56,&l_2807[1][3][6],(void*)0,&l_2739[1]},{&l_2739[4],&g_973,&l_2741,&l_2760,&l_2756,(void*)0,(void*)0}},{{&l_2741,&g_263,&l_2741,&g_56,&l_2757,&l_2799,(void*)0},{&l_2741,(void*)0,&l_2741,&l_2583[4],(void*)0,(void*)0,&l_2803},{&l_2739[1],&g_962,&g_973,&l_2799,&g_962,&g_263,&g_962},{(void*)0,(void*)0,(void*)0,(void*)0,&g_973,&l_2583[4],(void*)0},{(void*)0,&g_263,&l_2803,&g_962,&l_2807[1][3][6],&l_2760,&l_2741},{(void*)0,&g_973,(void*)0,&l_2739[4],&l_2741,&l_2739[4],(void*)0}}};
                        int i, j, k;
                        --l_2892[6][1];
                    }
                    else
                    {
                        return g_1133[g_478][g_478];
                    }
                    for (g_194 = 0; (g_194 <= 0); g_194 += 1)
                    {
                        int64_t *l_2903 = &g_2452.f3;
                        int i;
                        g_2895 = &g_1272;
                        l_2739[4] |= (safe_rshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(g_409[g_194], (safe_mul_func_uint16_t_u_u((((18446744073709551608UL | 1L) <= ((*l_2903) = (((void*)0 == &g_1944) && ((((*l_2884) ^= (+g_1435[0].f0)) && l_2887[2][5][2]) | l_2887[0][2][1])))) | (safe_div_func_uint32_t_u_u(3UL, g_409[g_194]))), (*l_2716))))), 1));
                        l_2760 &= (*l_2716);
                        l_2806 |= (safe_add_func_uint8_t_u_u((*l_2716), (***g_763)));
                    }
                    return (*g_135);
                }
                if (l_2887[2][5][2])
                    continue;
                if ((*l_2716))
                    continue;
                (*l_2930) ^= ((((4L | (((safe_mul_func_uint16_t_u_u((((**g_2346) = (l_2807[1][3][6] &= ((safe_mod_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((l_2915[5] = ((**g_1658) &= (&l_2892[0][0] != l_2914))), ((*g_720) , (safe_div_func_int32_t_s_s((l_2757 ^= (safe_mod_func_int64_t_s_s(0x39368F7E09CE8AF9LL, (safe_div_func_int32_t_s_s(l_2823, (l_2823 , ((safe_div_func_uint64_t_u_u((((safe_mul_func_uint8_t_u_u((l_2756 | ((l_2803 &= ((g_2926 , l_2694) ^ (*l_2716))) > 0xC6A84773L)), l_2927)) == g_2928[1]) <= l_2805), (*l_2716))) || (***g_2345)))))))), l_2583[2]))))), 255UL)) , l_2929))) | 0x515C17D7L), (*l_2716))) >= l_2805) < l_2887[1][2][3])) , l_2756) == l_2887[2][5][2]) , (-8L));
            }
        }
    }
    l_2739[4] = 0xEED04222L;
    return l_2929;
}
static int16_t func_2(int16_t p_3, int16_t p_4, uint16_t p_5, int8_t * p_6, uint32_t p_7)
{
    int32_t l_2650 = 1L;
    return l_2650;
}
static int16_t func_11(const int8_t p_12, const uint16_t p_13, int8_t * p_14, int8_t * p_15)
{
    uint16_t l_2630 = 0xAE2FL;
    int32_t l_2631 = 0L;
    int32_t *l_2632 = (void*)0;
    l_2631 &= (l_2630 &= p_13);
    for (g_476 = 0; (g_476 <= 4); g_476 += 1)
    {
        uint64_t l_2643[2];
        int8_t l_2647[8][1][5] = {{{0x9DL,(-5L),1L,1L,(-5L)}},{{0x03L,(-1L),0L,0L,(-1L)}},{{0x9DL,(-5L),1L,1L,(-5L)}},{{0x03L,(-1L),0L,0L,(-1L)}},{{0x9DL,(-5L),1L,1L,(-5L)}},{{0x03L,(-1L),0L,0L,(-1L)}},{{0x9DL,(-5L),1L,1L,(-5L)}},{{0x03L,(-1L),0L,0L,(-1L)}}};
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_2643[i] = 1UL;
        l_2632 = &l_2631;
        for (g_1705 = 1; (g_1705 >= 0); g_1705 -= 1)
        {
            uint64_t *l_2646 = &l_2643[0];
            int16_t *l_2648 = &g_1996[1][2];
            int32_t *l_2649 = &g_263;
            int i, j;
            (*l_2649) &= (safe_unary_minus_func_uint16_t_u((g_1133[g_1705][g_1705] > (safe_mul_func_int8_t_s_s((((((void*)0 != (*g_1678)) == (safe_rshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((*l_2648) = ((+((*l_2646) = (safe_div_func_int16_t_s_s(p_12, (l_2643[1] , (g_1133[g_1705][g_1705] , (((0x6C5297BFD730CA24LL == (safe_div_func_uint32_t_u_u((***g_2345), ((*l_2632) ^= g_1133[g_1705][g_1705])))) , p_12) , p_12))))))) >= l_2647[5][0][4])), p_13)), p_12))) >= 0x22ADF35EL) || (*l_2632)), p_12)))));
        }
    }
    return p_13;
}
static uint16_t func_25(const int32_t p_26, int32_t p_27, uint8_t p_28, int8_t p_29, uint64_t p_30)
{
    uint16_t l_2593[7] = {0x3652L,65535UL,65535UL,0x3652L,65535UL,65535UL,0x3652L};
    int32_t l_2594[8] = {3L,3L,3L,3L,3L,3L,3L,3L};
    int i;
    for (g_962 = 4; (g_962 >= 0); g_962 -= 1)
    {
        union U0 ****l_2588 = (void*)0;
        union U0 *****l_2587 = &l_2588;
        int32_t * const l_2595 = &g_973;
        int32_t l_2605 = 0x46D2E92BL;
        int32_t l_2606 = 3L;
        int32_t l_2615 = 0x0C891353L;
        int32_t l_2616 = (-8L);
        int32_t l_2617 = 9L;
        int32_t l_2618 = 0xA2A857ABL;
        int32_t l_2620 = (-1L);
        int32_t l_2621 = 1L;
        int32_t l_2622 = 1L;
        int32_t l_2623[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
        int i;
        l_2594[3] = ((((((safe_sub_func_uint64_t_u_u((p_30 &= (g_2586 , ((void*)0 == &g_1448))), 0xF7F5ED74E0BBF694LL)) < 0x0F5AB098L) , l_2587) != (void*)0) | (safe_add_func_uint32_t_u_u((*g_217), (safe_mul_func_uint16_t_u_u(l_2593[6], l_2593[6]))))) && 249UL);
        for (g_264 = 1; (g_264 <= 4); g_264 += 1)
        {
            int32_t *l_2597 = &g_56;
            int32_t *l_2598 = &g_973;
            int32_t *l_2599 = (void*)0;
            int32_t *l_2600 = &g_56;
            int32_t *l_2601 = &l_2594[3];
            int32_t *l_2602 = &g_263;
            int32_t *l_2603 = &g_973;
            int32_t *l_2604 = (void*)0;
            int32_t *l_2607 = &g_56;
            int32_t *l_2608 = &g_973;
            int32_t *l_2609 = (void*)0;
            int32_t *l_2610 = &g_1705;
            int32_t *l_2611 = &l_2605;
            int32_t l_2612[9][2] = {{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L}};
            int32_t *l_2613 = &l_2612[1][1];
            int32_t *l_2614[8] = {&g_973,(void*)0,&g_973,&g_973,(void*)0,&g_973,&g_973,(void*)0};
            int64_t l_2619 = (-1L);
            int16_t l_2624[2];
            int i, j;
            for (i = 0; i < 2; i++)
                l_2624[i] = (-1L);
            (*g_2596) = l_2595;
            --g_2625;
        }
    }
    return (*g_1448);
}
static int8_t * func_45(int16_t * p_46, int16_t * p_47)
{
    uint16_t *l_1393 = &g_8;
    uint16_t * const *l_1392 = &l_1393;
    int32_t l_1394 = (-8L);
    uint8_t ** const *l_1398 = (void*)0;
    uint8_t ** const **l_1397 = &l_1398;
    uint8_t ** const **l_1400[1][4];
    const int64_t l_1417[7] = {0x1037307C458BDC74LL,0x1037307C458BDC74LL,0x1037307C458BDC74LL,0x1037307C458BDC74LL,0x1037307C458BDC74LL,0x1037307C458BDC74LL,0x1037307C458BDC74LL};
    int64_t *l_1425 = &g_476;
    int16_t ***l_1436 = (void*)0;
    int32_t l_1439 = 0x40F206B4L;
    uint32_t l_1444 = 18446744073709551615UL;
    uint64_t **l_1464 = &g_502;
    union U2 *l_1474 = &g_1241;
    int32_t l_1485 = (-2L);
    int32_t l_1488 = 1L;
    int32_t l_1489[7];
    int32_t l_1490 = 1L;
    uint8_t l_1491 = 2UL;
    int16_t l_1528 = 0xA64EL;
    int32_t *l_1537 = &g_962;
    int16_t l_1624 = 0L;
    const int32_t l_1630[3] = {1L,1L,1L};
    int32_t ****l_1649 = (void*)0;
    int32_t *****l_1648[2][1];
    union U0 *l_1715 = &g_1619[6][2][1];
    int8_t ***l_1730 = &g_1658;
    uint32_t l_1789[9] = {0xCE551A90L,0x38212B27L,0xCE551A90L,0xCE551A90L,0x38212B27L,0xCE551A90L,0xCE551A90L,0x38212B27L,0xCE551A90L};
    uint32_t l_1794 = 4294967295UL;
    uint32_t **l_1834 = &g_217;
    int32_t *l_1893 = &g_962;
    int16_t l_1896[5] = {(-6L),(-6L),(-6L),(-6L),(-6L)};
    int16_t l_1927 = 0x45B8L;
    int16_t l_1949 = 0x45A9L;
    uint64_t l_2019 = 18446744073709551607UL;
    int64_t l_2090[5];
    uint8_t l_2123 = 0x0BL;
    const uint64_t l_2124 = 7UL;
    int32_t **l_2131[2];
    uint16_t l_2133 = 0x5F6AL;
    int32_t l_2198 = (-1L);
    int32_t **l_2229 = &g_752;
    uint32_t *l_2286 = (void*)0;
    int8_t l_2324[2][3] = {{0x1AL,0x1AL,0x1AL},{(-4L),(-4L),(-4L)}};
    int16_t l_2357 = 0L;
    int32_t l_2476[3][4] = {{1L,0xCA138DBEL,0L,0xCA138DBEL},{0xCA138DBEL,0x7EAD942AL,0L,0L},{1L,1L,0xCA138DBEL,0L}};
    int16_t l_2493 = 4L;
    uint8_t l_2531[2];
    int16_t l_2578 = 0x5617L;
    int i, j;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
            l_1400[i][j] = &l_1398;
    }
    for (i = 0; i < 7; i++)
        l_1489[i] = 0x4EF39A54L;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 1; j++)
            l_1648[i][j] = &l_1649;
    }
    for (i = 0; i < 5; i++)
        l_2090[i] = 0x9CA7ECF3C4519B06LL;
    for (i = 0; i < 2; i++)
        l_2131[i] = &g_752;
    for (i = 0; i < 2; i++)
        l_2531[i] = 0x7CL;
lbl_2173:
    for (g_308 = 4; (g_308 >= 0); g_308 -= 1)
    {
        uint16_t * const * const l_1391 = (void*)0;
        uint8_t ** const ***l_1399[7] = {&l_1397,&l_1397,&l_1397,&l_1397,&l_1397,&l_1397,&l_1397};
        int16_t *l_1413 = &g_1133[0][0];
        int32_t l_1414 = (-1L);
        int16_t *l_1415 = (void*)0;
        int16_t *l_1416 = &g_262;
        int32_t l_1431 = 1L;
        int32_t l_1483 = 5L;
        int32_t l_1484 = 3L;
        int32_t l_1486 = 3L;
        int32_t l_1487[7][9][1] = {{{0x6E555D5BL},{1L},{2L},{2L},{1L},{0x6E555D5BL},{3L},{2L},{(-1L)}},{{2L},{3L},{0x6E555D5BL},{1L},{2L},{2L},{1L},{0x6E555D5BL},{3L}},{{2L},{(-1L)},{2L},{3L},{0x6E555D5BL},{1L},{2L},{2L},{1L}},{{0x6E555D5BL},{3L},{2L},{(-1L)},{2L},{3L},{0x6E555D5BL},{1L},{2L}},{{2L},{1L},{0x6E555D5BL},{3L},{2L},{(-1L)},{2L},{3L},{0x6E555D5BL}},{{1L},{2L},{2L},{1L},{0x6E555D5BL},{3L},{2L},{(-1L)},{2L}},{{3L},{0x6E555D5BL},{1L},{2L},{2L},{1L},{0x6E555D5BL},{3L},{2L}}};
        int32_t *l_1510[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        uint64_t l_1529 = 0x047AB7ED99F29C62LL;
        uint8_t l_1530 = 0xA5L;
        uint64_t *l_1531 = &g_503;
        uint64_t *l_1532[7][4] = {{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1529,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1529,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}};
        int i, j, k;
        l_1414 = (safe_add_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((((safe_div_func_int16_t_s_s(((safe_sub_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u((safe_sub_func_int8_t_s_s(0x6FL, ((safe_lshift_func_int16_t_s_u(((*l_1416) = (((l_1391 == l_1392) && ((l_1394 == (safe_rshift_func_int16_t_s_s(((l_1400[0][2] = l_1397) == (*g_761)), 15))) ^ (safe_sub_func_uint8_t_u_u(((0x003C7DA4EC8138B5LL >= (safe_mul_func_uint16_t_u_u((safe_add_func_int16_t_s_s((safe_mod_func_int16_t_s_s((safe_sub_func_int8_t_s_s((((*l_1413) = ((safe_sub_func_int64_t_s_s(l_1394, 0xC9429B3139CA3F4CLL)) , 0x6E00L)) == l_1394), l_1394)), l_1414)), 0x3EE9L)), l_1414))) , l_1394), 0xE7L)))) ^ l_1414)), l_1414)) | 0xD1E3L))), l_1414)), 1L)), l_1394)) , 0xC087L), g_121)) <= l_1394) >= l_1417[1]), l_1414)), l_1417[1]));
        for (g_261 = 4; (g_261 >= 0); g_261 -= 1)
        {
            int64_t l_1424 = (-8L);
            int64_t **l_1426 = &l_1425;
            int16_t *** const *l_1428[4];
            int16_t *** const **l_1427 = &l_1428[0];
            uint32_t *l_1429[6] = {&g_893,&g_715,&g_893,&g_893,&g_715,&g_893};
            int32_t l_1430 = 1L;
            int32_t *l_1432 = &g_263;
            uint16_t **l_1449 = &l_1393;
            int8_t *l_1465 = (void*)0;
            int8_t *l_1466[1];
            uint16_t *l_1467 = &g_696;
            int32_t *l_1468 = &l_1430;
            const union U2 *l_1475 = &g_1476;
            int i;
            for (i = 0; i < 4; i++)
                l_1428[i] = (void*)0;
            for (i = 0; i < 1; i++)
                l_1466[i] = &g_44[5];
            if (((*l_1432) = (safe_mul_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((safe_unary_minus_func_int32_t_s(l_1417[2])), (((*g_1003) = (((**g_161) && (l_1394 , ((g_715 = (g_1423 , (l_1430 = ((*g_217) = ((1L && (l_1424 ^= l_1417[4])) || (((&l_1417[1] == ((*l_1426) = l_1425)) , (((void*)0 == l_1427) < l_1424)) || l_1424)))))) ^ 1L))) && l_1417[5])) | l_1431))), 0xE5L))))
            {
                uint64_t *l_1440 = &g_503;
                int32_t l_1441 = 0x7D8D4DF1L;
                l_1441 = (((*l_1432) <= (l_1394 < ((*l_1440) = (safe_rshift_func_uint16_t_u_u(((g_1435[0] , (l_1439 = ((l_1417[3] || (l_1436 != (((safe_lshift_func_uint8_t_u_s((l_1414 | l_1394), (((0UL != (l_1417[6] ^ l_1417[1])) == 0x29685FC1ECDFC827LL) & 255UL))) , (*l_1432)) , (void*)0))) == 0L))) , 0x6EE6L), g_143[1][0]))))) , (*l_1432));
            }
            else
            {
                int32_t l_1442[2];
                int32_t *l_1443[8];
                int i;
                for (i = 0; i < 2; i++)
                    l_1442[i] = 0L;
                for (i = 0; i < 8; i++)
                    l_1443[i] = (void*)0;
                --l_1444;
            }
            (*l_1468) |= ((*g_1108) = (((*g_752) = (((((g_1447[1] != l_1449) || (safe_add_func_uint32_t_u_u((((8L >= ((*l_1467) ^= ((safe_div_func_int64_t_s_s(((*l_1432) ^ 0x49L), (safe_add_func_uint16_t_u_u((g_1456 , (safe_mul_func_int8_t_s_s((safe_sub_func_int8_t_s_s((g_44[5] = (l_1439 |= (safe_lshift_func_int16_t_s_s(((g_1463 , l_1464) != l_1464), l_1414)))), 0x90L)), (*l_1432)))), 0xEDC1L)))) & 18446744073709551615UL))) , l_1431) <= 0xD6L), (*g_217)))) , l_1417[1]) == (*g_135)) || 0xA065AC9D8F08DDD3LL)) , (-1L)));
            for (g_973 = 0; (g_973 <= 0); g_973 += 1)
            {
                uint32_t l_1477 = 0UL;
                int i;
                (*l_1432) = ((*l_1468) |= (((*g_217) = (safe_add_func_int32_t_s_s(0xFF2A37C6L, 4294967288UL))) | (l_1414 = ((safe_add_func_int32_t_s_s((((g_1473 , (((&g_1289 != (void*)0) & 0x890310ACL) , l_1474)) != (g_576[g_973] , l_1475)) || l_1477), (*l_1432))) < l_1477))));
            }
        }
        for (l_1444 = 1; (l_1444 <= 4); l_1444 += 1)
        {
            int32_t *l_1478 = &g_575;
            int32_t *l_1479 = &g_962;
            int32_t l_1480 = 0xA9B92130L;
            int32_t *l_1481 = &l_1394;
            int32_t *l_1482[5][9] = {{&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962},{(void*)0,&l_1414,(void*)0,&l_1414,(void*)0,&l_1414,(void*)0,&l_1414,(void*)0},{&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962},{(void*)0,&l_1414,(void*)0,&l_1414,(void*)0,&l_1414,(void*)0,&l_1414,(void*)0},{&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962,&g_962}};
            uint32_t l_1499[1];
            int i, j;
            for (i = 0; i < 1; i++)
                l_1499[i] = 18446744073709551607UL;
            ++l_1491;
            (*l_1478) = (((*g_192) | ((((((4294967288UL & ((safe_add_func_uint32_t_u_u((*l_1479), ((((safe_lshift_func_uint8_t_u_s((l_1499[0]--), ((*l_1481) | (l_1394 | (((safe_add_func_int32_t_s_s(l_1414, l_1490)) & (*l_1481)) <= ((**g_829) = ((~(~(&g_227[4][2] == &g_1473))) || 0x7542C87BL))))))) && l_1484) <= l_1417[4]) > 0x71D2L))) ^ 0UL)) && l_1483) && (**g_829)) <= l_1414) > (*g_217)) >= (*g_217))) & l_1417[4]);
            l_1486 ^= ((*l_1479) = l_1444);
        }
        l_1488 |= (safe_div_func_uint16_t_u_u((0xE79DB4905EF1CDEELL == (l_1489[0] = ((*l_1531) = (safe_div_func_int32_t_s_s(((*g_1108) = 0x688DDFD1L), ((safe_sub_func_int16_t_s_s(((((safe_div_func_uint64_t_u_u((safe_add_func_uint32_t_u_u(((((safe_mod_func_uint32_t_u_u((!(((safe_sub_func_int64_t_s_s(g_901, (safe_rshift_func_uint16_t_u_s(l_1417[1], ((((l_1490 || (safe_mod_func_uint16_t_u_u(l_1439, ((((*g_217) = 4294967288UL) || (((safe_sub_func_uint16_t_u_u((0x57880CF95DF4B8DCLL | l_1394), l_1490)) && l_1491) || l_1490)) ^ 0x16L)))) == l_1417[4]) > 255UL) || l_1444))))) ^ (-1L)) | (*g_192))), 1L)) && (*g_830)) , l_1528) , l_1439), g_901)), l_1528)) != l_1529) , (void*)0) == (void*)0), l_1530)) , l_1417[1])))))), (*g_135)));
        for (g_715 = 0; (g_715 <= 2); g_715 += 1)
        {
            int i, j;
            l_1489[1] = 0x3FE0DF1FL;
        }
    }
    (*l_1537) |= (((safe_rshift_func_uint16_t_u_s((safe_lshift_func_uint8_t_u_u(l_1489[1], 5)), 10)) , (p_47 == p_46)) >= 4294967295UL);
    if ((safe_add_func_uint32_t_u_u(((*g_217) ^= 0xC0E6FEBDL), (*l_1537))))
    {
        uint32_t l_1542[10][3] = {{4294967295UL,0UL,4294967295UL},{0x58AC5A2FL,0x5F335CF5L,4UL},{2UL,0UL,4UL},{4294967294UL,2UL,4294967295UL},{1UL,1UL,0x58AC5A2FL},{4294967294UL,0x58AC5A2FL,2UL},{2UL,0x58AC5A2FL,4294967294UL},{0x58AC5A2FL,1UL,1UL},{4294967295UL,2UL,4294967294UL},{4UL,0UL,2UL}};
        uint8_t *l_1545[1];
        int32_t l_1581 = 1L;
        int32_t l_1601[9] = {1L,1L,1L,1L,1L,1L,1L,1L,1L};
        uint8_t l_1602 = 0x83L;
        int32_t l_1631 = 1L;
        int32_t *****l_1650[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int32_t *****l_1651 = &l_1649;
        union U1 *l_1686 = &g_1171;
        uint64_t *l_1698 = (void*)0;
        uint16_t l_1704[5][1] = {{0x8F86L},{0x1B9DL},{0x8F86L},{0x1B9DL},{0x8F86L}};
        union U0 *l_1722 = &g_227[4][2];
        uint32_t l_1775 = 8UL;
        int16_t ****l_1777 = &g_271;
        uint32_t l_1788 = 18446744073709551615UL;
        int16_t l_1897 = (-3L);
        uint64_t l_1925[10] = {5UL,0x95E736F0BA5A1C3ELL,0x95E736F0BA5A1C3ELL,5UL,0UL,5UL,0x95E736F0BA5A1C3ELL,0x95E736F0BA5A1C3ELL,5UL,0UL};
        int32_t l_1928 = 0x1E9567DDL;
        int64_t l_1948 = 0x56EACAD2C90AE5AELL;
        union U0 ***l_1969[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int32_t l_2018 = 2L;
        int32_t l_2023 = 0xC4B952F2L;
        int64_t l_2058 = (-3L);
        int i, j;
        for (i = 0; i < 1; i++)
            l_1545[i] = &g_901;
        for (g_696 = 0; (g_696 != 52); ++g_696)
        {
            uint8_t *l_1546 = (void*)0;
            int32_t l_1558 = 0L;
            uint32_t l_1569[7][9] = {{9UL,1UL,9UL,1UL,1UL,9UL,1UL,9UL,1UL},{9UL,1UL,1UL,9UL,1UL,9UL,1UL,1UL,9UL},{0xB75EB41FL,1UL,4294967289UL,1UL,0xB75EB41FL,0xB75EB41FL,1UL,4294967289UL,1UL},{1UL,1UL,4294967289UL,4294967289UL,1UL,1UL,1UL,4294967289UL,4294967289UL},{0xB75EB41FL,0xB75EB41FL,1UL,4294967289UL,1UL,0xB75EB41FL,0xB75EB41FL,1UL,4294967289UL},{9UL,1UL,9UL,1UL,1UL,9UL,1UL,9UL,1UL},{9UL,1UL,1UL,9UL,1UL,9UL,1UL,1UL,9UL}};
            int64_t **l_1629[3];
            union U1 * const l_1639 = (void*)0;
            int32_t **l_1646 = &g_60;
            int32_t ***l_1645[2][9][6] = {{{(void*)0,(void*)0,&l_1646,(void*)0,&l_1646,&l_1646},{(void*)0,(void*)0,(void*)0,(void*)0,&l_1646,&l_1646},{&l_1646,(void*)0,(void*)0,(void*)0,(void*)0,&l_1646},{&l_1646,(void*)0,&l_1646,(void*)0,(void*)0,&l_1646},{(void*)0,(void*)0,&l_1646,(void*)0,&l_1646,&l_1646},{(void*)0,(void*)0,(void*)0,(void*)0,&l_1646,&l_1646},{&l_1646,(void*)0,(void*)0,(void*)0,(void*)0,&l_1646},{&l_1646,(void*)0,&l_1646,(void*)0,(void*)0,&l_1646},{(void*)0,(void*)0,&l_1646,(void*)0,&l_1646,&l_1646}},{{(void*)0,(void*)0,(void*)0,(void*)0,&l_1646,&l_1646},{&l_1646,(void*)0,(void*)0,(void*)0,(void*)0,&l_1646},{&l_1646,(void*)0,&l_1646,(void*)0,(void*)0,&l_1646},{(void*)0,(void*)0,&l_1646,(void*)0,&l_1646,&l_1646},{(void*)0,(void*)0,(void*)0,(void*)0,&l_1646,&l_1646},{&l_1646,(void*)0,(void*)0,(void*)0,(void*)0,&l_1646},{&l_1646,(void*)0,&l_1646,(void*)0,(void*)0,&l_1646},{(void*)0,(void*)0,&l_1646,(void*)0,&l_1646,&l_1646},{(void*)0,(void*)0,(void*)0,(void*)0,&l_1646,&l_1646}}};
            int32_t ****l_1644 = &l_1645[0][6][0];
            union U1 * const l_1687 = &g_1688;
            int16_t *** const *l_1718 = &g_271;
            union U0 *l_1723 = (void*)0;
            int8_t ***l_1729 = &g_829;
            uint64_t l_1744 = 0x5E8FA1D73D9D2708LL;
            int32_t *l_1770 = &g_1705;
            uint32_t **l_1835 = &g_217;
            const uint32_t l_1841 = 1UL;
            const uint8_t l_1892 = 0x80L;
            uint64_t l_1898[10] = {1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL,1UL};
            uint8_t ***l_1936 = &g_191[0];
            uint64_t **l_1943 = &g_502;
            int32_t l_1946[8][6] = {{0x8DFA7DF4L,9L,0xEF4FB81EL,0x29DC538FL,0xEF4FB81EL,9L},{0xEF4FB81EL,0x8DFA7DF4L,1L,0x9CE8F878L,0x9CE8F878L,1L},{0xEF4FB81EL,0xEF4FB81EL,0x9CE8F878L,0x29DC538FL,2L,0x29DC538FL},{0x8DFA7DF4L,0xEF4FB81EL,0x8DFA7DF4L,1L,0x9CE8F878L,0x9CE8F878L},{9L,0x8DFA7DF4L,0x8DFA7DF4L,9L,0xEF4FB81EL,0x29DC538FL},{0x29DC538FL,9L,0x9CE8F878L,9L,0x29DC538FL,1L},{9L,0x29DC538FL,1L,1L,0x29DC538FL,9L},{0x8DFA7DF4L,9L,0xEF4FB81EL,0x29DC538FL,0xEF4FB81EL,9L}};
            union U0 * const *l_1963 = &l_1723;
            union U0 * const **l_1962 = &l_1963;
            uint64_t l_1973 = 0x82EA7BC536217AEFLL;
            int32_t l_2052 = 0L;
            uint32_t l_2077 = 0xA3C640FEL;
            int i, j, k;
            for (i = 0; i < 3; i++)
                l_1629[i] = &l_1425;
        }
    }
    else
    {
        uint32_t l_2094 = 1UL;
        int32_t l_2095[5] = {9L,9L,9L,9L,9L};
        int32_t l_2100[6] = {0L,0L,0L,0L,0L,0L};
        int32_t l_2106 = (-1L);
        const int32_t *l_2129 = (void*)0;
        const int32_t **l_2128[3][6] = {{&l_2129,(void*)0,&l_2129,(void*)0,&l_2129,(void*)0},{&l_2129,(void*)0,&l_2129,(void*)0,&l_2129,(void*)0},{&l_2129,(void*)0,&l_2129,(void*)0,&l_2129,(void*)0}};
        int32_t l_2151 = 0x14228761L;
        int8_t l_2152[6][2][10] = {{{(-1L),0x08L,(-5L),0L,(-5L),0x08L,(-1L),0L,(-1L),0x08L},{(-9L),0L,0xF8L,0L,(-9L),0x22L,0xF8L,0x22L,(-9L),0L}},{{(-5L),0L,(-5L),0x08L,(-1L),0L,(-1L),0x08L,(-5L),0L},{(-9L),0x08L,0x49L,4L,(-9L),4L,0x49L,0x08L,(-9L),0x08L}},{{(-1L),4L,(-5L),0x22L,(-5L),4L,(-1L),0x22L,(-1L),4L},{(-9L),0x22L,0xF8L,0x22L,(-9L),0L,0xF8L,0L,(-9L),0x22L}},{{(-5L),0x22L,(-5L),4L,(-1L),0x22L,(-1L),4L,(-5L),0x22L},{(-9L),4L,0x49L,0x08L,(-9L),0x08L,0x49L,4L,(-9L),4L}},{{(-1L),0x08L,(-5L),0L,(-5L),0x08L,(-1L),0L,(-1L),0x08L},{(-9L),0L,0xF8L,0L,(-9L),0x22L,0xF8L,0x22L,(-9L),0L}},{{(-5L),0L,(-5L),0x08L,(-1L),0L,(-1L),0x08L,(-5L),0L},{(-9L),0x08L,0x49L,4L,(-9L),4L,0x49L,0x08L,(-9L),0x08L}}};
        const int16_t l_2168 = 0x5E86L;
        union U1 ***l_2189[10][7][2] = {{{(void*)0,&g_2093},{&g_2093,&g_2093},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,(void*)0}},{{(void*)0,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{(void*)0,(void*)0},{&g_2093,(void*)0}},{{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,&g_2093},{&g_2093,&g_2093},{(void*)0,&g_2093},{(void*)0,&g_2093}},{{&g_2093,&g_2093},{(void*)0,&g_2093},{(void*)0,&g_2093},{&g_2093,&g_2093},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093}},{{&g_2093,(void*)0},{&g_2093,(void*)0},{(void*)0,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093}},{{(void*)0,(void*)0},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,&g_2093},{&g_2093,&g_2093}},{{(void*)0,&g_2093},{&g_2093,&g_2093},{(void*)0,&g_2093},{&g_2093,&g_2093},{(void*)0,(void*)0},{&g_2093,&g_2093},{&g_2093,&g_2093}},{{&g_2093,&g_2093},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,&g_2093}},{{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,(void*)0},{&g_2093,&g_2093},{&g_2093,&g_2093},{&g_2093,&g_2093}},{{&g_2093,&g_2093},{&g_2093,(void*)0},{(void*)0,&g_2093},{&g_2093,&g_2093},{(void*)0,&g_2093},{&g_2093,&g_2093},{(void*)0,(void*)0}}};
        int64_t *l_2213[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int8_t l_2216 = 8L;
        int32_t *l_2232 = &l_2198;
        uint32_t l_2233 = 0UL;
        union U0 ****l_2263[7][10] = {{&g_1966,&g_1966,(void*)0,&g_1966,&g_1966,&g_1966,&g_1966,(void*)0,&g_1966,&g_1966},{&g_1966,&g_1966,(void*)0,&g_1966,&g_1966,&g_1966,&g_1966,(void*)0,&g_1966,&g_1966},{&g_1966,&g_1966,(void*)0,&g_1966,&g_1966,&g_1966,&g_1966,(void*)0,&g_1966,&g_1966},{&g_1966,&g_1966,(void*)0,&g_1966,&g_1966,&g_1966,&g_1966,(void*)0,&g_1966,&g_1966},{&g_1966,&g_1966,(void*)0,&g_1966,&g_1966,&g_1966,&g_1966,(void*)0,&g_1966,&g_1966},{&g_1966,&g_1966,(void*)0,&g_1966,&g_1966,&g_1966,&g_1966,(void*)0,&g_1966,&g_1966},{&g_1966,&g_1966,(void*)0,&g_1966,&g_1966,&g_1966,&g_1966,(void*)0,&g_1966,&g_1966}};
        int32_t l_2310 = 0x70F160BDL;
        uint32_t l_2327 = 4294967295UL;
        uint64_t **l_2336 = &g_502;
        int64_t l_2363[10][3][8] = {{{0x8843DED9B58F619DLL,0xF8765374AC2DA14FLL,0x3488874463BBBDB8LL,0x87F2E08BB92DF535LL,0x4D25B50A8A8B636BLL,0xD66B2CA628D60CD2LL,0xD39F9E3CC93153FALL,0L},{1L,0L,0L,4L,0x1918BCA8EEB0E022LL,(-4L),0x3488874463BBBDB8LL,8L},{1L,0x0B9FA86B4776CB89LL,8L,0xE4D2BC6862680C2BLL,0xE4D2BC6862680C2BLL,8L,0x0B9FA86B4776CB89LL,1L}},{{(-1L),0L,0x0A7C238EF6003B4DLL,3L,(-1L),0xE5A59DC19CBF2D89LL,0x0441437CB519FA0BLL,0x00C3A1136F3C2A55LL},{4L,0xE4D2BC6862680C2BLL,1L,0x769E48F09B88C844LL,3L,0xE5A59DC19CBF2D89LL,0x54C0979484FE71D5LL,0xD66D564E12A63B55LL},{0x1918BCA8EEB0E022LL,0L,(-6L),0xC5940C28FC5C62D6LL,0x244DCE54D982A4D9LL,8L,(-1L),0xE5A59DC19CBF2D89LL}},{{0xD66D564E12A63B55LL,0x0B9FA86B4776CB89LL,(-1L),4L,0x8F7E2E15F2F1C442LL,(-4L),0L,1L},{0x93442820EE6CD72CLL,0L,0x54C0979484FE71D5LL,0x8D93A86C34752522LL,0xBDB7302548CB0B7CLL,0x54C0979484FE71D5LL,8L,0x1BE1AA77CF939A7CLL},{0x594A9F1CAAACA3BFLL,0x769E48F09B88C844LL,0x42EB3D7DF0228F7CLL,0L,3L,0x4D25B50A8A8B636BLL,4L,0xDD9FC4A6123A321ALL}},{{(-1L),0x42EB3D7DF0228F7CLL,0xE4D2BC6862680C2BLL,0xC4D00F1793B80E59LL,(-7L),0x8843DED9B58F619DLL,0x594A9F1CAAACA3BFLL,0x8843DED9B58F619DLL},{(-1L),0L,0L,0L,(-1L),4L,0x93442820EE6CD72CLL,0x54C0979484FE71D5LL},{(-2L),0x594A9F1CAAACA3BFLL,(-6L),0xE4D2BC6862680C2BLL,0x0441437CB519FA0BLL,0xF8765374AC2DA14FLL,0L,0L}},{{0xF8765374AC2DA14FLL,0x244DCE54D982A4D9LL,(-6L),(-4L),(-1L),0x1BE1AA77CF939A7CLL,0x93442820EE6CD72CLL,0x8F7E2E15F2F1C442LL},{0x0441437CB519FA0BLL,0L,0L,0x54C0979484FE71D5LL,0x8843DED9B58F619DLL,0x1918BCA8EEB0E022LL,0x594A9F1CAAACA3BFLL,0xD66B2CA628D60CD2LL},{(-1L),(-1L),0xE4D2BC6862680C2BLL,0xE0FCAE612706BA77LL,0xC8BE709B201EE7E9LL,0L,4L,8L}},{{0L,0x4D25B50A8A8B636BLL,0x42EB3D7DF0228F7CLL,(-1L),0L,3L,8L,4L},{4L,0x8F7E2E15F2F1C442LL,1L,0x42EB3D7DF0228F7CLL,0xE5A59DC19CBF2D89LL,(-6L),0x8843DED9B58F619DLL,3L},{(-1L),3L,0x0A7C238EF6003B4DLL,0L,(-1L),(-1L),0L,0x0A7C238EF6003B4DLL}},{{(-6L),(-6L),0xC4D00F1793B80E59LL,1L,4L,0x0441437CB519FA0BLL,1L,0xE0FCAE612706BA77LL},{0x8D93A86C34752522LL,0x3488874463BBBDB8LL,0x1918BCA8EEB0E022LL,0x769E48F09B88C844LL,(-2L),0L,0xC5940C28FC5C62D6LL,0xE0FCAE612706BA77LL},{0x3488874463BBBDB8LL,(-1L),0xBDB7302548CB0B7CLL,1L,0x54C0979484FE71D5LL,(-1L),(-4L),0x0A7C238EF6003B4DLL}},{{0xDD9FC4A6123A321ALL,0L,0x3488874463BBBDB8LL,0L,(-1L),0xE0FCAE612706BA77LL,0x0B9FA86B4776CB89LL,3L},{(-5L),0xE4D2BC6862680C2BLL,(-1L),0x42EB3D7DF0228F7CLL,0x87F2E08BB92DF535LL,0x769E48F09B88C844LL,0xC8BE709B201EE7E9LL,4L},{0x8843DED9B58F619DLL,0x00C3A1136F3C2A55LL,0x0B9FA86B4776CB89LL,(-1L),0x8F7E2E15F2F1C442LL,4L,0x0441437CB519FA0BLL,8L}},{{0xD39F9E3CC93153FALL,6L,3L,0xE0FCAE612706BA77LL,0x769E48F09B88C844LL,1L,0L,0xD66B2CA628D60CD2LL},{1L,(-4L),(-1L),0x54C0979484FE71D5LL,(-1L),(-4L),1L,0x8F7E2E15F2F1C442LL},{0xC4D00F1793B80E59LL,0x8D93A86C34752522LL,(-1L),(-4L),0xD66B2CA628D60CD2LL,1L,0xD66D564E12A63B55LL,0L}},{{4L,0xE0FCAE612706BA77LL,0x8843DED9B58F619DLL,0xE4D2BC6862680C2BLL,0xD66B2CA628D60CD2LL,0x0A7C238EF6003B4DLL,0x8D93A86C34752522LL,0x54C0979484FE71D5LL},{0xC4D00F1793B80E59LL,1L,0xE0FCAE612706BA77LL,0L,(-1L),0x87F2E08BB92DF535LL,0xDD9FC4A6123A321ALL,0x8843DED9B58F619DLL},{1L,0L,(-4L),0xC4D00F1793B80E59LL,0x769E48F09B88C844LL,0xE4D2BC6862680C2BLL,0x244DCE54D982A4D9LL,0xDD9FC4A6123A321ALL}}};
        const uint8_t *l_2383 = &l_2123;
        uint64_t l_2385 = 18446744073709551615UL;
        int16_t *** const *l_2443[8];
        uint16_t l_2489 = 2UL;
        int16_t l_2491 = 0x4FBAL;
        int8_t l_2526 = 0x66L;
        uint8_t l_2551 = 0x7DL;
        int8_t l_2556[1][2];
        int32_t l_2579[9][6][4] = {{{2L,0x36A677B3L,(-1L),0x6FFBF402L},{(-3L),(-9L),(-1L),0xF0DDE07FL},{1L,(-1L),0x309EBA8EL,7L},{(-1L),0x93B77E51L,0x6629D0FCL,(-1L)},{0x3444A499L,(-6L),(-1L),(-1L)},{6L,(-1L),0x89F135EEL,(-6L)}},{{8L,0x309EBA8EL,0xF0DDE07FL,0x4894D465L},{0L,0x15BADB9BL,(-1L),(-9L)},{0x702C50F9L,7L,0x3235E0E7L,0x3235E0E7L},{(-1L),(-1L),0x36A677B3L,0x3444A499L},{(-9L),(-1L),0x15BADB9BL,0L},{(-8L),(-1L),0xC8294B83L,0x15BADB9BL}},{{0xD64B41A1L,(-1L),(-1L),0L},{(-1L),(-1L),(-6L),0x3444A499L},{(-10L),(-1L),0xEC61A215L,0x3235E0E7L},{(-6L),7L,0x6FFBF402L,(-9L)},{0x618A1754L,0x15BADB9BL,0x1B1AC4B7L,0x4894D465L},{0xEC61A215L,0x309EBA8EL,6L,(-6L)}},{{0x93B77E51L,(-1L),0x2DA117F8L,(-1L)},{0x618A1754L,(-6L),6L,(-1L)},{7L,0x93B77E51L,0xEC61A215L,7L},{(-1L),0L,0xC9B0C5A6L,0x618A1754L},{(-1L),0x1B1AC4B7L,0L,0x93B77E51L},{(-6L),0L,0xC8294B83L,0xEC61A215L}},{{0x4894D465L,0x363B6ED5L,0L,0x618A1754L},{(-9L),6L,1L,(-6L)},{0x3235E0E7L,0x93B77E51L,0x3235E0E7L,(-10L)},{0x3444A499L,0xD64B41A1L,0xD3F0CE08L,(-1L)},{0L,0L,0x89F135EEL,0xD64B41A1L},{0x15BADB9BL,0x309EBA8EL,0x89F135EEL,(-8L)}},{{0L,8L,0xD3F0CE08L,(-9L)},{0x3444A499L,1L,0x3235E0E7L,(-1L)},{0x3235E0E7L,(-1L),1L,0x702C50F9L},{(-9L),0xBAE2EA2EL,0L,0L},{0x4894D465L,0x89F135EEL,0xC8294B83L,8L},{(-6L),(-1L),0L,6L}},{{(-1L),0xBAE2EA2EL,0xC9B0C5A6L,0x3444A499L},{(-1L),0x3235E0E7L,0xEC61A215L,(-1L)},{7L,7L,6L,0x02611974L},{0x618A1754L,8L,0x2DA117F8L,0x4894D465L},{0x93B77E51L,0xC8294B83L,6L,0xD64B41A1L},{0xEC61A215L,(-1L),0x1B1AC4B7L,0x89F135EEL}},{{0x618A1754L,0xD64B41A1L,0x6FFBF402L,(-1L)},{(-6L),0xEC61A215L,0xEC61A215L,(-6L)},{(-10L),0L,(-6L),0x64A67530L},{(-1L),0x363B6ED5L,(-1L),0x93B77E51L},{0xD64B41A1L,6L,0xC8294B83L,0x93B77E51L},{(-8L),0x363B6ED5L,0x15BADB9BL,0x64A67530L}},{{(-9L),0L,0x36A677B3L,(-6L)},{(-1L),0xEC61A215L,0x3235E0E7L,(-1L)},{0x702C50F9L,(-10L),0x9D6BEC82L,2L},{0xEC61A215L,0x702C50F9L,0x618A1754L,(-10L)},{(-1L),0x36A677B3L,2L,0x78BCD146L},{(-1L),(-1L),0x9D6BEC82L,0x2DA117F8L}}};
        uint64_t l_2580 = 3UL;
        int i, j, k;
        for (i = 0; i < 8; i++)
            l_2443[i] = &g_271;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 2; j++)
                l_2556[i][j] = 0xD1L;
        }
        if (l_2090[3])
        {
            uint8_t *l_2101 = &g_296;
            int32_t l_2103 = 0x2C36E7BEL;
            int32_t l_2104 = 0x59C0FA68L;
            int32_t **l_2122 = &g_60;
            int32_t ** const *l_2121 = &l_2122;
            uint8_t l_2138[9];
            int i;
            for (i = 0; i < 9; i++)
                l_2138[i] = 0x64L;
            l_2095[4] = (l_2094 ^= ((*l_1537) &= (((g_2091 , 255UL) != (*g_192)) & ((g_2092 = g_2092) == (void*)0))));
            for (g_901 = 0; (g_901 <= 6); g_901 += 1)
            {
                uint8_t *l_2102 = &l_1491;
                uint64_t *l_2105[6];
                const int32_t l_2109[6][3] = {{(-1L),(-1L),0x942A7607L},{(-1L),(-1L),0x942A7607L},{(-1L),(-1L),0x942A7607L},{(-1L),(-1L),0x942A7607L},{(-1L),(-1L),0x942A7607L},{(-1L),(-1L),0x942A7607L}};
                const int32_t *l_2127 = &l_1630[2];
                const int32_t **l_2126 = &l_2127;
                const int32_t ***l_2125[5] = {&l_2126,&l_2126,&l_2126,&l_2126,&l_2126};
                const uint16_t l_2132[1][4][3] = {{{0x80CFL,2UL,0x80CFL},{1UL,1UL,1UL},{0x80CFL,2UL,0x80CFL},{1UL,1UL,1UL}}};
                int i, j, k;
                for (i = 0; i < 6; i++)
                    l_2105[i] = &l_2019;
                l_1489[g_901] ^= ((safe_add_func_int64_t_s_s(((l_2104 |= (((safe_rshift_func_int8_t_s_u(((l_2100[2] || 0x22L) & l_2095[3]), 6)) == (l_2106 = (((l_2101 == l_2102) && ((**g_751) , (l_2094 != ((g_503--) >= ((((**g_829) = (((void*)0 == &g_762) & (-10L))) , (**g_751)) , l_2109[1][0]))))) != 0xD4DA0DC8DEC66217LL))) & 0x5C022617F0F79930LL)) || l_2103), g_409[0])) & l_2094);
                if (l_2094)
                    break;
                l_2095[4] = (((safe_add_func_int8_t_s_s(l_2103, ((g_2112[0][0][3] <= ((((*g_217) > ((safe_div_func_uint8_t_u_u((++(*l_2102)), ((-1L) | (((g_2130 = (l_2128[2][3] = ((((safe_lshift_func_int16_t_s_u(0L, 10)) , (((l_2100[3] <= (l_1489[g_901] = (((*l_1893) >= ((((void*)0 == l_2121) , l_2109[3][0]) && 0UL)) ^ 18446744073709551607UL))) > l_2123) >= l_2124)) != (*g_135)) , (void*)0))) == l_2131[0]) > 0x94F7L)))) | l_2109[5][2])) , (void*)0) != (void*)0)) > l_2109[1][0]))) == l_2109[1][0]) > l_2132[0][2][0]);
                --l_2133;
            }
            l_2103 |= (((*l_1537) = (safe_lshift_func_int8_t_s_s(l_2138[1], 0))) && l_2100[5]);
            (*l_1893) = (g_1669 != (((((((safe_rshift_func_int8_t_s_s((*g_830), 1)) | l_2095[4]) ^ (((*g_217) = ((((((*g_192) = (safe_lshift_func_uint8_t_u_u(((safe_lshift_func_int16_t_s_s(((l_2106 && l_2106) , ((0x0DFAC18CEE4E6FAFLL != 0xAC1AC4FA7AA1F987LL) & (safe_add_func_uint64_t_u_u((((safe_lshift_func_int16_t_s_s(((l_2095[3] > ((((*g_752) = (safe_rshift_func_int16_t_s_u(0L, 7))) , &g_161) == &g_764)) < (*l_1537)), l_2094)) || 0xC51602A2L) ^ (-5L)), l_2095[4])))), 7)) && l_2100[2]), 2))) != (*g_830)) , 0x69E2L) && 0L) < l_2100[4])) > 0xE048A7FBL)) ^ l_2138[0]) || l_2151) , l_2100[2]) , l_2152[4][0][5]));
        }
        else
        {
            uint64_t *l_2155 = (void*)0;
            int16_t *l_2156 = (void*)0;
            int32_t l_2157 = 0xD021B8BDL;
            int32_t l_2161 = 0L;
            int32_t *l_2170 = &l_1489[1];
            int32_t l_2215 = 0x56647B54L;
            union U2 **l_2236 = &l_1474;
            uint8_t l_2250 = 6UL;
            union U0 *** const *l_2264 = &g_1966;
            uint16_t l_2270[4][1];
            const union U0 *l_2280 = &g_2281;
            const union U0 **l_2279 = &l_2280;
            const union U1 *l_2322 = (void*)0;
            const union U1 ** const l_2321 = &l_2322;
            int32_t l_2326[10] = {0x0E98749DL,0x0E98749DL,0x0E98749DL,0x0E98749DL,0x0E98749DL,0x0E98749DL,0x0E98749DL,0x0E98749DL,0x0E98749DL,0x0E98749DL};
            uint8_t l_2358 = 248UL;
            const int64_t *l_2367 = &l_2090[3];
            const int64_t ** const l_2366 = &l_2367;
            uint16_t l_2371[6][3] = {{0xB0A8L,0x1CF5L,0xB0A8L},{0xC943L,65535UL,65535UL},{0x1C92L,0x1CF5L,0x1C92L},{0xC943L,0xC943L,65535UL},{0xB0A8L,0x1CF5L,0xB0A8L},{0xC943L,65535UL,65535UL}};
            uint8_t l_2382 = 255UL;
            int64_t l_2434 = 0x5F454F035D380A80LL;
            uint32_t l_2436 = 0UL;
            uint8_t l_2490 = 0xBBL;
            uint8_t l_2525 = 251UL;
            uint32_t l_2527 = 0x4EEAE813L;
            int32_t ***l_2543 = &l_2229;
            int32_t ****l_2544 = &l_2543;
            uint8_t l_2545 = 0x9EL;
            uint8_t l_2571 = 0x93L;
            int16_t **l_2572[7][4] = {{&l_2156,&l_2156,&l_2156,&l_2156},{&l_2156,&l_2156,&l_2156,&l_2156},{&l_2156,&l_2156,&l_2156,&l_2156},{&l_2156,&l_2156,&l_2156,&l_2156},{&l_2156,&l_2156,&l_2156,&l_2156},{&l_2156,&l_2156,&l_2156,&l_2156},{&l_2156,&l_2156,&l_2156,&l_2156}};
            int64_t l_2573 = 0L;
            int i, j;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 1; j++)
                    l_2270[i][j] = 5UL;
            }
            if (((safe_mul_func_int16_t_s_s((l_2157 = (l_2155 == l_2155)), (safe_sub_func_int32_t_s_s(1L, (!((((void*)0 != (*g_751)) > l_2151) ^ ((*g_192) = l_2161))))))) != l_2095[3]))
            {
                int32_t l_2169 = 0xB2187A4CL;
                union U1 ****l_2190 = &l_2189[7][6][1];
                uint16_t l_2199 = 4UL;
                uint32_t l_2205 = 0UL;
                union U0 ****l_2261 = (void*)0;
                int16_t ***** const l_2267 = &g_270[1];
                uint64_t l_2269 = 1UL;
                int32_t l_2271 = (-6L);
                int8_t *l_2299 = &l_2152[4][0][5];
                for (g_121 = 21; (g_121 >= 17); g_121 = safe_sub_func_uint64_t_u_u(g_121, 1))
                {
                    (*g_2093) = (*g_2093);
                    (*l_1537) = l_2151;
                    l_2161 ^= ((safe_lshift_func_int8_t_s_s((0xE70BL <= (0xE3L || (safe_mul_func_int16_t_s_s(l_2168, l_2095[4])))), l_2169)) , (((void*)0 != &l_1393) > ((&l_2169 != (l_2170 = &l_2169)) | (*l_1537))));
                    for (l_1949 = 0; (l_1949 == 11); ++l_1949)
                    {
                        if (g_503)
                            goto lbl_2173;
                    }
                }
                if ((((*l_1425) ^= ((*l_2170) >= (((safe_mul_func_uint16_t_u_u(65529UL, ((+(*g_217)) , 0xB078L))) > (safe_add_func_int32_t_s_s(((((((((safe_mod_func_int8_t_s_s((safe_mod_func_int16_t_s_s(l_2169, ((safe_mul_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((-1L), (safe_div_func_int32_t_s_s((((*l_2190) = l_2189[1][4][1]) == ((safe_add_func_uint16_t_u_u(l_2169, (~(((safe_div_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_u(l_2094, 6)) <= l_2169), 3UL)) , 0UL) & l_2169)))) , (void*)0)), 0x18229588L)))), l_2169)) , (*l_2170)))), 1UL)) ^ 0x79ADL) >= (*l_1893)) < (*g_217)) == l_2169) ^ (*l_2170)) > l_2169) , l_2198), l_2169))) <= l_2199))) != (*l_1893)))
                {
                    int32_t *l_2200[8][6][5] = {{{&l_1488,&l_2095[4],&g_1705,&l_2100[4],&l_1439},{&l_1489[3],(void*)0,&l_1489[1],&l_1394,&l_2100[4]},{&l_2100[4],&l_2151,&g_263,&l_1488,&l_2161},{&l_2198,(void*)0,&g_263,&l_2198,&g_263},{&l_1489[1],&l_2100[4],&g_56,&l_2198,&l_1489[1]},{&l_2161,&l_2100[4],(void*)0,&l_1488,&g_263}},{{&l_2161,&l_2169,&l_2100[2],&l_1394,&l_2095[4]},{&l_2106,&l_2095[4],&l_2100[4],&l_2100[4],&l_2095[4]},{&l_2161,&l_1394,(void*)0,(void*)0,&l_2100[2]},{&l_2095[3],&l_1489[4],&l_2100[1],&l_2100[2],&l_1488},{(void*)0,&l_1488,&l_2106,&l_1489[3],&l_2100[1]},{&l_2095[3],&l_2095[4],&l_2161,&l_1489[1],(void*)0}},{{&l_2161,&l_2100[3],&l_2161,&g_56,(void*)0},{&l_2106,&l_2161,&l_1488,&l_2095[1],&g_973},{&l_2161,(void*)0,(void*)0,&l_2151,(void*)0},{&l_2161,&l_2106,&g_263,&l_1394,(void*)0},{&l_1489[1],&l_1488,&g_263,&l_1489[4],&g_263},{&l_2100[1],&l_1394,&l_1489[1],&l_2161,&l_2169}},{{&l_1489[1],(void*)0,&l_2161,&l_1488,&l_2161},{&l_1394,&g_263,&l_1489[3],&g_263,&l_1394},{&l_2100[2],&l_2161,(void*)0,&g_263,&l_2161},{&l_2100[3],&l_1488,(void*)0,&l_1489[3],&l_2198},{&l_1489[1],&g_263,&g_56,&l_2161,&l_2161},{&g_973,&l_1489[3],&l_2095[4],&l_2095[4],&l_1394}},{{&l_2161,&g_1705,&g_973,&l_1489[4],&l_2161},{&l_2169,(void*)0,&l_1488,&l_2095[3],&l_2169},{&l_2100[4],&l_2161,&l_2198,&l_1394,&g_263},{&l_2161,&l_2198,(void*)0,&g_263,&g_962},{&l_2095[3],&l_2198,&l_2100[2],&l_2100[1],&l_2198},{&g_263,&l_2161,&g_263,&l_1489[1],(void*)0}},{{&l_1489[4],(void*)0,&g_263,&l_2100[4],&l_1489[1]},{(void*)0,&g_1705,&g_1705,(void*)0,&l_2151},{&g_263,&l_1489[3],&l_1439,&l_1394,&g_56},{&l_2106,&g_263,&l_2100[1],&l_1439,&l_2161},{&g_263,&l_1488,&l_1489[1],&l_1394,&l_1488},{&l_2095[4],&l_2161,&l_1489[1],(void*)0,&l_2106}},{{&l_2161,&g_263,&g_263,&l_2100[4],&g_263},{&g_56,(void*)0,(void*)0,&l_1489[1],&l_2100[2]},{&l_2100[2],&l_1394,&l_1488,&l_2100[1],&g_263},{&l_1439,&l_2161,&l_2151,&g_263,&l_2095[4]},{&l_1439,(void*)0,&l_2169,&l_1394,&l_1394},{&l_2100[2],&l_2095[4],&l_2095[1],&l_2095[3],&l_1489[1]}},{{&g_56,(void*)0,&l_2161,&l_1489[4],&l_1489[4]},{&l_2161,&l_2169,&l_2161,&l_2095[4],&l_2198},{&l_2095[4],&g_263,&l_1439,&l_2161,&g_263},{&g_263,&l_2100[2],(void*)0,&l_1489[3],(void*)0},{&l_2106,&l_2198,&l_1439,&g_263,&l_2161},{&g_263,&l_2095[4],&l_2161,&g_263,&g_263}}};
                    int i, j, k;
                    (*g_59) = l_2200[6][0][0];
                }
                else
                {
                    uint32_t *l_2210 = (void*)0;
                    const int32_t l_2214 = 0x5A382CC1L;
                    (*l_1537) = (((l_2095[2] = (safe_mul_func_uint8_t_u_u(((l_2094 ^ ((safe_mul_func_int8_t_s_s((((*l_1425) = l_2205) != (safe_lshift_func_uint8_t_u_u(9UL, ((*g_192) ^= 0x1DL)))), ((((safe_mod_func_uint64_t_u_u((&l_2205 != l_2210), (safe_mul_func_uint16_t_u_u((249UL || ((void*)0 != l_2213[1])), l_2169)))) && l_2214) <= 0x9A78L) , l_2214))) > l_2215)) > l_2152[4][0][5]), (**g_161)))) | l_2216) && l_2214);
                }
                if ((l_2100[4] , (((safe_div_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u((((***l_1730) = ((safe_div_func_int32_t_s_s((safe_add_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_s(0xAAL, 0)), l_2152[0][0][0])), ((safe_mul_func_uint16_t_u_u((((((*l_1425) &= 0x112A9F0EAD52E80FLL) <= (((void*)0 != l_2229) , (safe_sub_func_int64_t_s_s((&l_2095[4] == (l_2232 = &l_2169)), 0x0E893AFC29848D63LL)))) == l_2205) <= l_2100[3]), 0x0721L)) || (*l_2170)))) , 0x64L)) , (*l_2170)), 7)), (*g_162))) >= l_2168) , 0xD54ACC67L)))
                {
                    union U2 ***l_2237 = (void*)0;
                    int32_t l_2238[3];
                    const uint32_t l_2253 = 0x22B9E4D5L;
                    int32_t *l_2285 = &l_2095[4];
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2238[i] = 1L;
                    if ((((*l_2170) ^ (l_2233 = (*l_2232))) < ((safe_mod_func_uint32_t_u_u(((g_1289 = l_2236) != (void*)0), (*l_2232))) <= 0x93DBL)))
                    {
                        uint32_t l_2239 = 6UL;
                        l_2239++;
                        (*l_1893) = ((g_2242[1][0] , ((safe_lshift_func_int8_t_s_u((!(****g_762)), 6)) >= ((l_2205 <= (-8L)) > l_2238[0]))) ^ ((*l_2170) || ((safe_sub_func_int8_t_s_s((((((*g_192) = (safe_add_func_int16_t_s_s((*g_135), l_2250))) & (((safe_sub_func_uint16_t_u_u((*l_2170), 0UL)) & 1L) && (*l_2170))) & (*l_2232)) | l_2253), (*l_1537))) == (-9L))));
                        (*l_2232) &= (*g_979);
                    }
                    else
                    {
                        int32_t l_2256[1][4][3] = {{{0x72E73482L,7L,7L},{0x8D7CAAFEL,0xA301BFD5L,0xA301BFD5L},{0x72E73482L,7L,7L},{0x8D7CAAFEL,0xA301BFD5L,0xA301BFD5L}}};
                        union U0 *****l_2262[4];
                        uint8_t l_2268 = 0x44L;
                        int32_t l_2283 = 9L;
                        int i, j, k;
                        for (i = 0; i < 4; i++)
                            l_2262[i] = &l_2261;
                        l_2271 = (~((((l_2238[0] , ((*g_217) & (((*l_1537) = ((*l_2170) |= (safe_unary_minus_func_uint16_t_u(l_2256[0][1][0])))) , ((safe_sub_func_int32_t_s_s(((((((l_2263[2][0] = l_2261) != l_2264) != ((((((**l_2236) , ((safe_add_func_int32_t_s_s((&g_270[2] == l_2267), (((*l_1893) |= (*l_2232)) | (*l_2232)))) ^ l_2199)) == l_2268) || l_2238[2]) != l_2269) > 0L)) , l_2270[2][0]) && (*l_2232)) , l_2256[0][1][0]), (*g_217))) > 0x43L)))) == l_2269) == l_2253) ^ 0UL));
                        if (l_2106)
                            goto lbl_2284;
lbl_2284:
                        l_2283 &= (safe_mod_func_int64_t_s_s((safe_add_func_uint64_t_u_u(((((*l_1474) , (((safe_mul_func_int8_t_s_s((((((l_2256[0][1][0] | (l_2271 = l_2268)) != (&l_1715 != (l_2279 = g_2278))) , (*l_2170)) & ((((((*l_2170) <= ((*l_1425) = ((l_2268 ^ l_2268) | (*l_2232)))) <= 0xDBL) & (*l_1893)) && g_44[1]) && l_2199)) && 0x9791L), l_2268)) != (*l_2170)) , g_2282)) , 0x52094F85L) , (*l_2232)), g_961)), 0x7418F2603D6A09ACLL));
                        l_2170 = (l_2285 = &l_2256[0][2][1]);
                    }
                    return (**l_1730);
                }
                else
                {
                    int32_t l_2305 = 1L;
                    for (g_719 = 0; (g_719 <= 3); g_719 += 1)
                    {
                        if ((*l_1537))
                            break;
                        return (*g_1658);
                    }
                    if ((&l_2269 != (void*)0))
                    {
                        (*l_2170) = (-8L);
                        (*l_2170) ^= (&l_1444 == l_2286);
                    }
                    else
                    {
                        int8_t **l_2300 = &l_2299;
                        int32_t l_2308 = (-8L);
                        (*l_2170) = (((((safe_sub_func_int32_t_s_s(((safe_sub_func_uint8_t_u_u(((*l_2170) , (safe_rshift_func_int16_t_s_u((safe_add_func_int64_t_s_s((((((safe_add_func_int64_t_s_s(((safe_add_func_int64_t_s_s(g_719, ((0xD641L != (*l_2232)) <= ((((**l_1730) = (*g_1658)) == ((*l_2300) = l_2299)) | ((safe_lshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(((l_2305 != (safe_mod_func_int64_t_s_s(((void*)0 != &g_1340[0][0]), 4UL))) , (*l_2170)), (-2L))), (*g_1448))) > (-4L)))))) , l_2269), 8UL)) | l_2308) || l_2305) > (-1L)) , 0L), 0x39DE7B33E2CDB1FFLL)), 4))), l_2205)) != (*l_1893)), (-4L))) <= (*l_1537)) == 0x1DL) > (*l_1537)) | l_2308);
                    }
                }
            }
            else
            {
                uint64_t l_2309 = 0xB1AF6F083C557487LL;
                int32_t l_2325 = (-9L);
                for (g_121 = 3; (g_121 >= 0); g_121 -= 1)
                {
                    int16_t l_2317 = (-1L);
                    if (l_2309)
                        break;
                    (*l_1537) |= (*l_2170);
                    (*l_1537) ^= l_2310;
                    for (g_962 = 3; (g_962 >= 1); g_962 -= 1)
                    {
                        uint64_t l_2313[5] = {5UL,5UL,5UL,5UL,5UL};
                        const int32_t *l_2314 = &g_263;
                        const int32_t **l_2315 = &l_2314;
                        int i;
                        (*l_2170) |= (((void*)0 != l_1715) || (safe_mul_func_int16_t_s_s(0L, (((*g_192) = l_2313[0]) >= (((*l_2315) = l_2314) == (g_2316 , (void*)0))))));
                    }
                    for (l_1949 = 1; (l_1949 >= 0); l_1949 -= 1)
                    {
                        uint32_t l_2318 = 0xB988270BL;
                        if ((*l_2232))
                            break;
                        l_2318++;
                    }
                }
                (*l_1893) ^= ((((1UL ^ ((void*)0 == (**l_1730))) | ((l_2321 != ((*g_2092) = (*g_2092))) != (0xDAL || ((*l_2170) == (+0xCDL))))) && ((**l_2236) , (*l_2232))) ^ (-4L));
                l_2327--;
            }
            for (l_2233 = 0; (l_2233 >= 60); l_2233 = safe_add_func_int64_t_s_s(l_2233, 6))
            {
                int8_t l_2356 = (-2L);
                uint32_t l_2369 = 18446744073709551615UL;
                int32_t l_2372[6];
                uint16_t *l_2384 = &g_1803;
                union U2 *l_2396 = &g_816;
                uint8_t **l_2407 = &g_192;
                int32_t l_2457 = 0x653DDB20L;
                int32_t l_2475 = 0xA237FF9BL;
                int64_t l_2477[8] = {0x9ADBE56F6324B7C8LL,0x9ADBE56F6324B7C8LL,0x9ADBE56F6324B7C8LL,0x9ADBE56F6324B7C8LL,0x9ADBE56F6324B7C8LL,0x9ADBE56F6324B7C8LL,0x9ADBE56F6324B7C8LL,0x9ADBE56F6324B7C8LL};
                int32_t l_2478 = 1L;
                int i;
                for (i = 0; i < 6; i++)
                    l_2372[i] = 0x375C2844L;
                for (g_961 = 0; (g_961 != (-19)); g_961--)
                {
                    uint64_t ***l_2334 = (void*)0;
                    uint64_t ***l_2335 = &l_1464;
                    int32_t l_2349 = 0x882DE71CL;
                    if ((((*l_2335) = &l_2155) == l_2336))
                    {
                        const int64_t l_2342 = 1L;
                        (*l_1893) |= ((safe_rshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s(((safe_unary_minus_func_int8_t_s(l_2342)) > (safe_mod_func_uint32_t_u_u(((g_2345 == (void*)0) >= 1L), (safe_add_func_int8_t_s_s((((l_2349 != l_2342) , l_2152[2][0][5]) && (((((--g_503) , (safe_mod_func_uint8_t_u_u(((safe_add_func_uint64_t_u_u(l_2356, 18446744073709551614UL)) , l_2342), 0x2AL))) ^ l_2357) < 18446744073709551608UL) | (**g_829))), 0x7EL))))), 3)), l_2349)) < l_2349);
                    }
                    else
                    {
                        (*l_1537) |= l_2358;
                    }
                }
                for (g_901 = 0; (g_901 <= 7); g_901 += 1)
                {
                    int16_t l_2368 = 0x8853L;
                    int32_t l_2370 = 0L;
                    int8_t l_2375 = (-8L);
                    for (l_2151 = 0; (l_2151 <= 0); l_2151 += 1)
                    {
                        int64_t **l_2365 = &l_2213[3];
                        int64_t ***l_2364 = &l_2365;
                        int i, j, k;
                        (*l_1537) = (((18446744073709551615UL == ((safe_lshift_func_uint8_t_u_u((((0L == ((l_2370 = (g_576[l_2151] | (safe_div_func_int8_t_s_s((l_2363[8][0][3] | 0x3B6C76D5L), ((**g_1967) , (((((*l_2364) = &l_1425) != l_2366) | (l_2095[0] = l_2368)) , l_2369)))))) , l_2356)) > 0UL) , 254UL), 0)) | l_2368)) && l_2371[5][1]) > g_576[l_2151]);
                    }
                    l_2372[5] = (-4L);
                    for (g_719 = 0; (g_719 <= 7); g_719 += 1)
                    {
                        (*l_1893) |= (+(+((*g_192) = (*g_192))));
                        if (l_2375)
                            continue;
                        l_2370 &= l_2157;
                    }
                }
                if ((0x1DC4BF65255E98B3LL < ((safe_sub_func_uint64_t_u_u((safe_mod_func_int64_t_s_s(((void*)0 != &g_752), ((safe_rshift_func_uint8_t_u_s((****g_762), 0)) ^ 0x33L))), (l_2372[5] || (((((*l_2384) = (((((((((l_2152[4][0][5] | l_2152[5][1][6]) & l_2382) , (*g_192)) || (-4L)) , (void*)0) == l_2383) <= l_2372[4]) ^ (**g_2346)) && g_44[7])) || l_2385) & (*l_1893)) , (*g_830))))) , 0x9E8EF8A746D8BEA4LL)))
                {
                    for (l_2094 = 1; (l_2094 <= 4); l_2094 += 1)
                    {
                        int16_t **l_2399 = (void*)0;
                        int16_t ***l_2398 = &l_2399;
                        uint64_t *l_2406 = &l_2019;
                        uint8_t ***l_2408 = (void*)0;
                        uint8_t ***l_2409 = &l_2407;
                        int32_t l_2412 = 0xD8C83411L;
                        int32_t l_2413 = 0x46F69702L;
                        (*g_1003) = (safe_div_func_int64_t_s_s((safe_lshift_func_uint16_t_u_s((safe_lshift_func_int16_t_s_s((((*l_1425) = (safe_sub_func_int64_t_s_s(((safe_rshift_func_uint8_t_u_s(((void*)0 == l_2396), (safe_unary_minus_func_int16_t_s((((**g_269) = (void*)0) == l_2398))))) ^ ((l_2412 = ((((((safe_add_func_int8_t_s_s((((safe_sub_func_int32_t_s_s(((*l_1893) = ((safe_div_func_int64_t_s_s(0x86C72632BD989799LL, ((*l_2406) = 18446744073709551615UL))) != (&l_2383 != ((*l_2409) = l_2407)))), ((safe_rshift_func_uint16_t_u_s(((((0UL ^ 1L) & 0xEEL) , l_2152[2][0][5]) , l_2356), 6)) || l_2412))) < 0x58F17E04L) && 0xFF3FL), (**g_764))) && l_2356) < 1UL) != 0x82ACL) , 0x8270717FL) & 0xCCA444A2L)) ^ 0x83L)), l_2413))) < g_604[5][5]), l_2413)), (*g_135))), l_2356));
                    }
                }
                else
                {
                    uint32_t l_2418 = 0xE521C688L;
                    uint64_t *l_2421 = &l_2385;
                    int8_t l_2435 = 3L;
                    uint64_t l_2455 = 0UL;
                    const union U0 ***l_2456 = &l_2279;
                    if ((safe_div_func_int32_t_s_s((g_1669 , ((*l_1893) = (l_2372[5] >= l_2369))), ((safe_lshift_func_uint16_t_u_s((l_2418 > (g_1721 != (-7L))), 13)) ^ (((*l_2421)++) ^ (((((((safe_div_func_uint64_t_u_u(((safe_div_func_int16_t_s_s((safe_mod_func_uint64_t_u_u((((safe_mul_func_int16_t_s_s((255UL == 3L), (safe_add_func_int64_t_s_s(l_2418, 0x580CA1BD18EA5118LL)))) && 1L) , l_2372[1]), l_2418)), l_2418)) , l_2434), l_2418)) & l_2418) , l_2168) , l_2435) || l_2436) < (*g_217)) == l_2310))))))
                    {
                        return (**l_1730);
                    }
                    else
                    {
                        int16_t *** const *l_2437 = (void*)0;
                        int16_t *** const **l_2441 = (void*)0;
                        int16_t *** const **l_2442[4][5][7] = {{{(void*)0,&g_2439,&g_2439,&g_2439,(void*)0,&g_2439,&g_2439},{(void*)0,(void*)0,&g_2439,&g_2439,&g_2439,&l_2437,(void*)0},{&g_2439,&l_2437,&l_2437,&g_2439,&l_2437,&l_2437,&g_2439},{(void*)0,&g_2439,&l_2437,&l_2437,&g_2439,&l_2437,&g_2439},{&g_2439,(void*)0,&l_2437,(void*)0,(void*)0,&l_2437,(void*)0}},{{(void*)0,&g_2439,&l_2437,&g_2439,&l_2437,&l_2437,&g_2439},{(void*)0,&g_2439,&l_2437,&l_2437,&g_2439,&l_2437,&l_2437},{(void*)0,(void*)0,&l_2437,&g_2439,(void*)0,&g_2439,&g_2439},{&g_2439,&l_2437,&l_2437,(void*)0,&l_2437,&l_2437,&g_2439},{&l_2437,&l_2437,&g_2439,&l_2437,&g_2439,&g_2439,&l_2437}},{{&l_2437,(void*)0,(void*)0,&g_2439,&g_2439,&l_2437,&l_2437},{(void*)0,&l_2437,&g_2439,(void*)0,&l_2437,(void*)0,&l_2437},{(void*)0,&l_2437,&l_2437,&l_2437,&l_2437,(void*)0,&l_2437},{&g_2439,(void*)0,&l_2437,&g_2439,&l_2437,&l_2437,(void*)0},{&l_2437,&l_2437,&l_2437,&g_2439,&l_2437,(void*)0,&g_2439}},{{(void*)0,(void*)0,&l_2437,&l_2437,&l_2437,&l_2437,&l_2437},{(void*)0,&l_2437,&l_2437,&l_2437,(void*)0,(void*)0,&l_2437},{&g_2439,&l_2437,&l_2437,&l_2437,&l_2437,&g_2439,&g_2439},{&l_2437,(void*)0,&l_2437,&l_2437,&l_2437,&l_2437,&l_2437},{&g_2439,&l_2437,&g_2439,&l_2437,&g_2439,&l_2437,&g_2439}}};
                        int32_t l_2447 = 0x9A130DFDL;
                        union U0 ** const *l_2453[4][4] = {{&g_1967,&g_1967,&g_1967,&g_1967},{&g_1967,&g_1967,&g_1967,&g_1967},{&g_1967,&g_1967,&g_1967,&g_1967},{&g_1967,&g_1967,&g_1967,&g_1967}};
                        int i, j, k;
                        l_2443[7] = l_2437;
                        l_2457 |= ((*g_1289) != (((g_715 <= (((*l_2421) = (safe_mod_func_int64_t_s_s((~((**g_1967) , ((l_2447 != (safe_lshift_func_uint8_t_u_s((0x94FFL ^ ((((((**g_2346)--) < ((g_2452 , l_2453[1][1]) == ((!((l_2418 > l_2372[3]) & l_2455)) , l_2456))) ^ l_2435) > g_410[0]) < (*l_1893))), (**g_1658)))) , l_2447))), g_1996[0][0]))) | l_2369)) && 0UL) , l_2396));
                    }
                    if ((*l_1537))
                        break;
                }
                l_2478 ^= ((safe_add_func_int32_t_s_s(((safe_div_func_int64_t_s_s((-6L), (((g_2462 , &l_2372[5]) == &l_2372[5]) | (!((((safe_div_func_int64_t_s_s((((*l_1425) |= (((l_2157 = l_2369) == 0xF0C0L) || (safe_lshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s((*l_1537), (l_2476[1][3] |= (safe_lshift_func_int8_t_s_u((!l_2475), 6))))), (*g_135))), (*l_1893))))) && g_308), l_2372[5])) <= l_2457) > l_2477[3]) & (*l_1893)))))) == 0x3C348FB8L), (*l_1537))) == (*l_1893));
            }
            if ((l_2152[4][0][5] == (*g_135)))
            {
                int32_t *l_2486[5][10][2] = {{{&g_575,&g_575},{&g_263,(void*)0},{(void*)0,&l_2326[0]},{&l_1489[1],&g_263},{&g_56,&l_1489[1]},{&g_1705,(void*)0},{&g_1705,&l_1489[1]},{&g_56,&g_263},{&l_1489[1],&l_2326[0]},{(void*)0,(void*)0}},{{&g_263,&g_575},{&g_575,&g_575},{&g_263,(void*)0},{(void*)0,&l_2326[0]},{&l_1489[1],&g_263},{&g_56,&l_1489[1]},{&g_1705,(void*)0},{&g_1705,&l_1489[1]},{&g_56,&g_263},{&l_1489[1],&l_2326[0]}},{{(void*)0,(void*)0},{&g_263,&g_575},{&g_575,&l_2326[6]},{&g_575,&g_263},{&g_1705,&g_56},{(void*)0,&g_575},{(void*)0,(void*)0},{(void*)0,&l_1488},{(void*)0,(void*)0},{(void*)0,&g_575}},{{(void*)0,&g_56},{&g_1705,&g_263},{&g_575,&l_2326[6]},{&l_2326[6],&l_2326[6]},{&g_575,&g_263},{&g_1705,&g_56},{(void*)0,&g_575},{(void*)0,(void*)0},{(void*)0,&l_1488},{(void*)0,(void*)0}},{{(void*)0,&g_575},{(void*)0,&g_56},{&g_1705,&g_263},{&g_575,&l_2326[6]},{&l_2326[6],&l_2326[6]},{&g_575,&g_263},{&g_1705,&g_56},{(void*)0,&g_575},{(void*)0,(void*)0},{(void*)0,&l_1488}}};
                int32_t l_2492[7];
                int i, j, k;
                for (i = 0; i < 7; i++)
                    l_2492[i] = 0x69BA6CE2L;
                l_2095[4] = (((l_2443[7] == ((*g_269) = (*g_269))) >= (!(((safe_lshift_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s((safe_mod_func_uint32_t_u_u(((l_2486[0][5][1] = l_2486[4][3][1]) == (((((((void*)0 != &l_1649) & ((*l_1537) &= l_2095[4])) && ((safe_sub_func_int16_t_s_s(l_2489, (1L >= (l_2491 = (((l_2490 , (*l_1893)) | 0xA1048D1DL) && l_2385))))) | l_2492[0])) && (*l_1537)) >= l_2492[3]) , &l_2161)), l_2492[0])), 2)), 5)) || 0x98L) && (*g_1003)))) , l_2493);
                for (l_1485 = 0; (l_1485 != 7); l_1485 = safe_add_func_int16_t_s_s(l_1485, 7))
                {
                    int16_t l_2524 = 9L;
                    int32_t *l_2528 = &l_2492[4];
                    for (l_2327 = 0; (l_2327 <= 2); l_2327 += 1)
                    {
                        const int32_t ****l_2496 = (void*)0;
                        uint64_t **l_2500 = &g_502;
                        int32_t l_2505 = 0x8765FAFBL;
                        int i, j;
                        (*g_2499) = &g_2130;
                        l_1489[(l_2327 + 4)] = ((l_2500 == (((safe_add_func_uint8_t_u_u((safe_add_func_uint8_t_u_u((l_2505 = g_1996[l_2327][(l_2327 + 1)]), (safe_rshift_func_int8_t_s_u(l_2489, ((safe_div_func_uint16_t_u_u((*g_1448), (safe_sub_func_uint64_t_u_u((safe_div_func_int64_t_s_s(((safe_unary_minus_func_int64_t_s(((((safe_div_func_int16_t_s_s((-1L), (safe_sub_func_int32_t_s_s(0L, ((g_1996[l_2327][(l_2327 + 1)] != (65528UL == (((safe_sub_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u((((((~((*g_830) >= (**g_829))) , (void*)0) != (*g_269)) < 0UL) | 9UL), 10)), (-8L))) >= 2UL) < 0x7867L))) > l_2524))))) , (-1L)) , l_2525) & 0x36175416L))) && l_2526), l_2527)), l_2270[2][0])))) , (*g_162)))))), (*g_192))) , (*****g_761)) , &g_502)) == (*g_830));
                        l_2486[4][3][1] = &l_2492[3];
                        l_2232 = (l_2528 = &l_2157);
                    }
                }
            }
            else
            {
                int64_t l_2529 = (-1L);
                int32_t l_2530 = 0xEBDE3C26L;
                ++l_2531[0];
            }
            if (((((safe_rshift_func_int16_t_s_s((safe_add_func_int8_t_s_s(((***l_1730) = (0x32FE6CD9D43CF306LL > ((*l_2236) != (void*)0))), ((((*l_1537) , ((safe_add_func_int64_t_s_s((safe_unary_minus_func_int64_t_s((safe_add_func_uint16_t_u_u(0x9535L, (((*l_2544) = l_2543) != (void*)0))))), ((((((l_2189[1][4][1] = l_2189[0][0][0]) != &l_2321) != (-6L)) | l_2545) > (**g_2346)) >= (*g_1108)))) == (*l_1893))) && (*l_1893)) <= (-1L)))), 1)) == 0xC5L) != l_2270[2][0]) ^ (*g_135)))
            {
                int64_t l_2546 = 0x775CB63E7769F70ALL;
                int32_t l_2547 = 0L;
                int32_t l_2548[3][10][3] = {{{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L}},{{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L}},{{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L},{0x88E7D84EL,0x88E7D84EL,0xD624557DL},{(-1L),(-1L),1L}}};
                int32_t l_2549 = 1L;
                int32_t l_2550 = 3L;
                int i, j, k;
                l_2551++;
                (*l_1893) ^= (safe_rshift_func_int8_t_s_s((l_2548[2][7][0] = l_2548[1][9][2]), 7));
            }
            else
            {
                int8_t l_2565 = 0xE2L;
                uint32_t ***l_2575 = &l_1834;
                uint32_t ****l_2574 = &l_2575;
                (*l_2574) = ((l_2556[0][0] == ((safe_mul_func_uint16_t_u_u((((1UL < ((safe_lshift_func_int8_t_s_s(((safe_rshift_func_int8_t_s_u(((((safe_mul_func_uint16_t_u_u(l_2565, (&p_46 == (l_2572[1][3] = ((((safe_div_func_uint64_t_u_u((((!(-1L)) <= ((safe_add_func_int8_t_s_s(l_2565, ((l_2326[9] = (((**g_2346) = ((l_2565 , &g_1290) == (void*)0)) || (*l_1537))) >= (*l_1537)))) ^ 0UL)) ^ l_2571), (*l_1893))) , 0xA85FL) != l_2565) , (void*)0))))) > l_2573) & (*g_135)) >= 0x85B1L), 2)) >= 0x0EA68498L), 0)) <= (*l_1893))) < 2L) <= l_2565), l_2565)) > l_2565)) , &l_1834);
            }
        }
        for (g_503 = (-27); (g_503 != (-3)); g_503 = safe_add_func_uint16_t_u_u(g_503, 8))
        {
            return (*g_1658);
        }
        ++l_2580;
    }
    return (**l_1730);
}
static int16_t * func_48(uint8_t p_49, int16_t * p_50)
{
    uint64_t l_858 = 0x11F1BAFF2B0A51C3LL;
    int32_t l_861 = (-1L);
    int32_t ** const l_862 = &g_60;
    int32_t l_891 = 0x10A44FD6L;
    uint8_t **l_928 = &g_192;
    int8_t ***l_952 = (void*)0;
    int32_t l_968 = 1L;
    int32_t l_969 = 1L;
    int32_t l_970 = 8L;
    uint16_t l_980 = 0x4BA0L;
    int32_t l_987 = 9L;
    int32_t l_1208 = 0x26E9263DL;
    int16_t *l_1225 = &g_410[0];
    uint64_t **l_1252 = &g_502;
    const int32_t *l_1317 = &l_987;
    const int32_t **l_1316[4];
    uint32_t l_1356[8];
    const union U1 * const l_1361 = (void*)0;
    const union U1 * const *l_1360 = &l_1361;
    int i;
    for (i = 0; i < 4; i++)
        l_1316[i] = &l_1317;
    for (i = 0; i < 8; i++)
        l_1356[i] = 0UL;
    if ((0x9AC92D14B4322E7CLL ^ ((~g_44[5]) || (g_44[5] <= p_49))))
    {
        int32_t *l_55 = &g_56;
        int32_t **l_54 = &l_55;
        (*l_54) = (void*)0;
    }
    else
    {
        uint16_t l_64 = 0x8423L;
        int16_t * const l_863 = &g_598;
        int32_t l_896[8] = {0x1442B363L,0x1442B363L,0x1442B363L,0x1442B363L,0x1442B363L,0x1442B363L,0x1442B363L,0x1442B363L};
        uint8_t **l_927 = &g_192;
        const int32_t *l_950 = (void*)0;
        int8_t ***l_951[10];
        int32_t l_964 = (-1L);
        int i;
        for (i = 0; i < 10; i++)
            l_951[i] = &g_829;
        if ((safe_add_func_uint64_t_u_u(((0xF5F2FE868E0133D4LL <= ((((4294967295UL >= (g_56 < (g_59 != (((func_61(p_49, l_64) != (safe_rshift_func_int8_t_s_s(((safe_lshift_func_uint8_t_u_u((--l_858), l_861)) != 65535UL), 3))) & 0x170C07E591E96782LL) , l_862)))) > l_64) , l_863) == l_863)) , 0x7235CA7697B7CC8CLL), p_49)))
        {
            int16_t l_879 = 0x9180L;
            int32_t l_890 = 0x1A64FC75L;
            int32_t l_900[10] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
            uint16_t l_963 = 0xFAAFL;
            int i;
            for (g_56 = 0; (g_56 != 16); g_56 = safe_add_func_int8_t_s_s(g_56, 4))
            {
                int32_t *l_897 = &g_263;
                int32_t *l_898 = &g_263;
                int32_t *l_899[1];
                int i;
                for (i = 0; i < 1; i++)
                    l_899[i] = &l_896[3];
                for (g_121 = 0; (g_121 >= 0); g_121 -= 1)
                {
                    int32_t l_892[1][9][4] = {{{0xF3361539L,0xF3361539L,0x1B50FF48L,0xF3361539L},{0xF3361539L,0x01D8CE1BL,0x01D8CE1BL,0xF3361539L},{0x01D8CE1BL,0xF3361539L,0x01D8CE1BL,0x01D8CE1BL},{0xF3361539L,0xF3361539L,0x1B50FF48L,0xF3361539L},{0xF3361539L,0x01D8CE1BL,0x01D8CE1BL,0xF3361539L},{0x01D8CE1BL,0xF3361539L,0x01D8CE1BL,0x01D8CE1BL},{0xF3361539L,0xF3361539L,0x1B50FF48L,0xF3361539L},{0x01D8CE1BL,0x1B50FF48L,0x1B50FF48L,0x01D8CE1BL},{0x1B50FF48L,0x01D8CE1BL,0x1B50FF48L,0x1B50FF48L}}};
                    int i, j, k;
                    if (g_430[(g_121 + 1)])
                        break;
                    for (g_194 = 0; (g_194 <= 7); g_194 += 1)
                    {
                        int32_t *l_866 = &g_575;
                        int32_t *l_867 = &l_861;
                        int32_t *l_868 = &g_575;
                        int32_t *l_869 = &g_263;
                        int32_t *l_870 = &l_861;
                        int32_t *l_871 = (void*)0;
                        int32_t l_872 = (-5L);
                        int32_t *l_873 = &g_575;
                        int32_t *l_874 = &g_575;
                        int32_t *l_875 = (void*)0;
                        int32_t *l_876 = &g_263;
                        int32_t *l_877 = &l_861;
                        int32_t *l_878 = &l_861;
                        int32_t *l_880 = &l_861;
                        int32_t *l_881 = &l_861;
                        int32_t *l_882 = &g_575;
                        int32_t *l_883 = &l_861;
                        int32_t *l_884 = &l_861;
                        int32_t *l_885 = &g_263;
                        int32_t *l_886 = (void*)0;
                        int32_t *l_887 = &l_872;
                        int32_t *l_888 = &l_861;
                        int32_t *l_889[8][7][4] = {{{(void*)0,&g_575,&g_56,&l_872},{&l_872,&g_575,&l_861,&g_575},{&l_872,&g_575,(void*)0,&g_575},{(void*)0,&g_575,&g_56,&l_872},{&l_872,&g_575,&g_575,(void*)0},{&g_56,(void*)0,&l_872,&g_56},{&g_56,&g_56,&g_575,(void*)0}},{{&l_872,&l_872,&g_56,(void*)0},{(void*)0,&g_575,(void*)0,&g_56},{&l_872,&g_575,&l_861,(void*)0},{&l_872,&l_872,&g_56,(void*)0},{(void*)0,&g_56,(void*)0,&g_56},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_575,&g_56,&l_872}},{{&l_872,&g_575,&l_861,&g_575},{&l_872,&g_575,(void*)0,&g_575},{(void*)0,&g_575,&g_56,&l_872},{&l_872,&g_575,&g_575,(void*)0},{&g_56,(void*)0,&l_872,&g_56},{&g_56,&g_56,&g_575,(void*)0},{&l_872,&l_872,&g_56,(void*)0}},{{(void*)0,&g_575,(void*)0,&g_56},{&l_872,&g_575,&l_861,(void*)0},{&l_872,&l_872,&g_56,(void*)0},{(void*)0,&g_56,(void*)0,&g_56},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_575,&g_56,&l_872},{&l_872,&g_575,&l_861,&g_575}},{{&l_872,&g_575,(void*)0,&g_575},{(void*)0,&g_575,&g_56,&l_872},{&l_872,&g_575,&g_575,(void*)0},{&g_56,(void*)0,&l_872,&g_56},{&g_56,&g_56,&g_575,(void*)0},{&l_872,&l_872,&g_56,(void*)0},{(void*)0,&g_575,(void*)0,&g_56}},{{&l_872,&g_575,&l_861,(void*)0},{&l_872,&l_872,&g_56,(void*)0},{(void*)0,&g_56,(void*)0,&g_56},{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_575,&g_56,&l_872},{&l_872,&g_575,&l_861,&g_575},{&l_872,&g_575,(void*)0,&g_575}},{{(void*)0,&g_575,&g_56,&l_872},{&l_872,&g_575,&g_575,(void*)0},{&g_56,(void*)0,&l_872,&g_56},{&g_56,&g_56,&g_575,(void*)0},{&l_872,(void*)0,&g_575,(void*)0},{(void*)0,&g_263,&g_56,&g_575},{&g_56,&g_263,&l_872,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_575,&g_56,(void*)0},{&g_56,&g_56,&g_56,&g_56},{(void*)0,&g_575,(void*)0,&g_56},{(void*)0,&g_56,&l_872,&l_872},{&g_56,&g_575,&g_56,&l_872},{(void*)0,&g_56,&g_575,&g_56}}};
                        int i, j, k;
                        (*l_866) |= p_49;
                        g_893--;
                    }
                }
                g_901++;
            }
            for (g_56 = (-29); (g_56 != (-18)); ++g_56)
            {
                uint16_t * const l_916 = &g_576[0];
                uint8_t ***l_929 = &l_928;
                int32_t l_930 = 0L;
                (*l_862) = &l_896[4];
                for (l_64 = 0; l_64 < 4; l_64 += 1)
                {
                    g_133[l_64] = &g_134[2];
                }
                (**l_862) = (safe_rshift_func_int16_t_s_u((((safe_lshift_func_uint8_t_u_s(((safe_add_func_int16_t_s_s((-1L), 0xB39EL)) | ((((safe_rshift_func_int16_t_s_s((0xB3770AC1L < (safe_lshift_func_uint16_t_u_u((((**l_862) > ((p_49 , &g_576[0]) != l_916)) , ((safe_mod_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((safe_mod_func_uint64_t_u_u(((safe_add_func_uint8_t_u_u(((*g_192)++), (l_927 == ((*l_929) = l_928)))) >= 0x9C00L), p_49)), (**l_862))), p_49)) ^ l_896[3])), 12))), l_930)) | p_49) == (**g_764)) || (-1L))), l_64)) | 18446744073709551612UL) , (**l_862)), g_261));
            }
            (*g_59) = ((safe_add_func_int32_t_s_s((safe_mod_func_int64_t_s_s(l_890, (safe_div_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((((l_964 ^= ((((void*)0 == &l_890) , ((safe_sub_func_int32_t_s_s(((safe_unary_minus_func_int64_t_s(((0x49AD31B8L >= ((safe_add_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(((safe_add_func_int16_t_s_s((((safe_div_func_int64_t_s_s(((((l_950 == ((p_49 <= ((l_951[9] != l_952) != (((safe_mod_func_uint8_t_u_u((safe_add_func_uint32_t_u_u((safe_sub_func_int8_t_s_s(((**g_829) |= ((safe_mod_func_uint16_t_u_u(((*g_752) , l_900[6]), 6UL)) ^ p_49)), 0x20L)), g_961)), 6UL)) || l_900[6]) <= l_900[5]))) , l_950)) >= p_49) >= 0xCD4CEF0FL) , g_121), 0xA7F5BDA0A230224BLL)) && l_896[4]) , 0xCC8EL), g_194)) ^ l_890), 7)), l_861)) && g_962)) != p_49))) & l_900[5]), l_963)) || 0x9D82L)) && 0xD82D746F10CB5CD9LL)) & (****g_762)) && 255UL), p_49)), l_963)))), 0xF4752EA2L)) , (void*)0);
        }
        else
        {
            int32_t *l_965 = &g_575;
            int32_t *l_966 = (void*)0;
            int32_t *l_967[8][4][1] = {{{&g_575},{&g_575},{&l_896[4]},{&g_263}},{{&l_896[4]},{&g_575},{&g_575},{&l_896[4]}},{{&g_263},{&l_896[4]},{&g_575},{&g_575}},{{&l_896[4]},{&g_263},{&l_896[4]},{&g_575}},{{&g_575},{&l_896[4]},{&g_263},{&l_896[4]}},{{&g_575},{&g_575},{&l_896[4]},{&g_263}},{{&l_896[4]},{&g_575},{&g_575},{&l_896[4]}},{{&g_263},{&l_896[4]},{&g_575},{&g_575}}};
            int i, j, k;
            ++g_974[0];
            (*l_965) = l_896[0];
        }
        (*g_979) &= (g_410[0] <= 0xF221EA9CF86756D9LL);
    }
    if (l_980)
    {
        uint8_t l_988 = 247UL;
        int16_t l_1013 = 0xD4C5L;
        int32_t l_1021 = (-7L);
        for (g_115 = 0; (g_115 >= (-11)); g_115--)
        {
            int64_t *l_983 = &g_816.f1;
            int64_t *l_984 = &g_430[6];
            int32_t l_1001 = 0x096E233BL;
            int32_t *l_1002 = &l_891;
            uint64_t *l_1012 = &l_858;
            (*g_1003) = (((*l_984) |= 7L) & (safe_mod_func_int32_t_s_s((l_987 > (l_988 | (safe_sub_func_int64_t_s_s((g_296 , (g_991 , (safe_sub_func_int32_t_s_s((g_410[0] && ((!(*g_979)) | (safe_lshift_func_int16_t_s_s((((0x85619250L && ((*l_1002) &= (safe_mod_func_uint64_t_u_u(((safe_add_func_int32_t_s_s(((-8L) && (**g_829)), l_1001)) , 0UL), 0x1FDB78A490B1A6D8LL)))) != 0x94444A64181229F9LL) , 8L), (*g_135))))), p_49)))), p_49)))), (*g_217))));
            l_1013 ^= (safe_div_func_uint32_t_u_u(0x543E6BE5L, (safe_unary_minus_func_uint64_t_u(((*l_1012) = ((safe_mod_func_int64_t_s_s((~p_49), (safe_sub_func_int16_t_s_s((*l_1002), (p_49 || 7UL))))) <= 0xCEL))))));
            if (p_49)
                break;
        }
        for (l_861 = 0; (l_861 < 23); l_861 = safe_add_func_uint64_t_u_u(l_861, 2))
        {
            uint32_t l_1018 = 0x41D2A77BL;
            l_1021 = (safe_mul_func_int16_t_s_s(l_1018, (safe_sub_func_int8_t_s_s(0x6BL, p_49))));
        }
    }
    else
    {
        int32_t *l_1022 = &g_973;
        int32_t **l_1030 = &g_752;
        int32_t l_1056 = 0L;
        int32_t l_1057 = 0x085FD434L;
        int32_t l_1058 = (-7L);
        int32_t l_1059 = 0xB14865E4L;
        union U1 *l_1170 = &g_1171;
        int32_t l_1205 = 0x72102AE1L;
        int32_t l_1206[9] = {0xB7ABEC19L,0xB7ABEC19L,0xB7ABEC19L,0xB7ABEC19L,0xB7ABEC19L,0xB7ABEC19L,0xB7ABEC19L,0xB7ABEC19L,0xB7ABEC19L};
        int32_t l_1220 = (-1L);
        uint16_t l_1243 = 0x6C88L;
        int8_t l_1244[2];
        uint16_t *l_1249 = &g_696;
        int32_t l_1259 = 9L;
        int32_t l_1260[6] = {(-1L),0x61281912L,0x61281912L,(-1L),0x61281912L,0x61281912L};
        uint32_t l_1268 = 0x9006C945L;
        int32_t **l_1339 = &l_1022;
        int32_t ***l_1338 = &l_1339;
        int32_t ****l_1337 = &l_1338;
        union U1 **l_1359 = &l_1170;
        int16_t * const *l_1368 = &l_1225;
        int16_t * const **l_1367 = &l_1368;
        int16_t * const ***l_1366 = &l_1367;
        int16_t * const ****l_1365 = &l_1366;
        int i;
        for (i = 0; i < 2; i++)
            l_1244[i] = 1L;
        (*l_1022) |= 0x9ED517A1L;
        if ((safe_div_func_int64_t_s_s((((safe_mul_func_int16_t_s_s((p_49 > (g_227[4][2].f0 , ((safe_lshift_func_uint8_t_u_s((safe_unary_minus_func_uint8_t_u((p_49 < 0UL))), ((-1L) <= (0xB9F4D87BL | 0x48EC7A9FL)))) == ((&p_49 != (*g_161)) , p_49)))), (*g_135))) , (***g_763)) , g_432), p_49)))
        {
            int8_t l_1033[1][5][4];
            uint8_t l_1060 = 1UL;
            int16_t *l_1068 = &g_961;
            int16_t **l_1067[7][2] = {{&l_1068,&l_1068},{&l_1068,&l_1068},{&l_1068,&l_1068},{&l_1068,&l_1068},{&l_1068,&l_1068},{&l_1068,&l_1068},{&l_1068,&l_1068}};
            uint16_t l_1073 = 9UL;
            int i, j, k;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 5; j++)
                {
                    for (k = 0; k < 4; k++)
                        l_1033[i][j][k] = 0xD0L;
                }
            }
            (*l_1022) |= (l_1030 != (void*)0);
            for (g_962 = 0; (g_962 < 9); ++g_962)
            {
                int32_t *l_1034 = &l_861;
                int32_t *l_1035 = (void*)0;
                int32_t *l_1036 = &l_970;
                int32_t *l_1037 = &l_969;
                int32_t *l_1038 = (void*)0;
                int32_t *l_1039 = (void*)0;
                int32_t l_1040 = 9L;
                int32_t *l_1041 = &l_968;
                int32_t *l_1042 = &g_263;
                int32_t *l_1043 = (void*)0;
                int32_t *l_1044 = &l_969;
                int32_t *l_1045 = &l_861;
                int32_t *l_1046 = &l_861;
                int32_t *l_1047 = &l_969;
                int32_t *l_1048 = &l_861;
                int32_t *l_1049 = &g_575;
                int32_t *l_1050 = &l_1040;
                int32_t *l_1051 = &l_891;
                int32_t *l_1052 = &l_891;
                int32_t *l_1053 = &g_263;
                int32_t *l_1054 = &g_263;
                int32_t *l_1055[9][8] = {{(void*)0,(void*)0,&g_962,(void*)0,&l_891,&l_891,&g_263,&l_968},{(void*)0,(void*)0,&l_970,&l_861,&l_891,&l_861,&l_970,(void*)0},{(void*)0,&g_962,(void*)0,&l_968,(void*)0,&l_861,(void*)0,&l_1040},{&l_891,(void*)0,&g_962,(void*)0,(void*)0,&l_891,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,&l_861,&g_263,&g_962,&l_970,(void*)0},{&g_263,&g_962,&l_970,(void*)0,(void*)0,&l_1040,&g_263,&l_1040},{&g_263,&l_968,&g_962,&l_968,&g_263,&l_891,&l_891,(void*)0},{(void*)0,&l_968,(void*)0,&l_861,(void*)0,&l_1040,&l_970,&l_968},{&l_891,&g_962,(void*)0,(void*)0,(void*)0,&g_962,&l_891,&l_1040}};
                int i, j;
                --l_1060;
            }
            (*l_1022) = (p_49 , ((((safe_add_func_int32_t_s_s(0xD94586D9L, (p_49 && ((((safe_sub_func_uint8_t_u_u(((*g_192) = ((void*)0 != l_1067[0][0])), (((safe_div_func_int16_t_s_s(6L, (safe_rshift_func_int8_t_s_u((p_49 || l_1033[0][0][3]), 2)))) , (*g_226)) , (*l_1022)))) == p_49) < l_1073) == p_49)))) <= l_1060) >= (*l_1022)) | (-1L)));
        }
        else
        {
            (*l_1022) = (+(((safe_div_func_uint16_t_u_u(((*g_217) == (+(*g_217))), (*g_135))) <= (*l_1022)) & (safe_div_func_int64_t_s_s((((p_49 , ((void*)0 != &g_227[2][2])) | (!((void*)0 == &g_752))) , 1L), 9L))));
        }
        for (l_858 = (-26); (l_858 < 50); l_858++)
        {
            int8_t l_1107 = 0x73L;
            int32_t l_1169 = 1L;
            int32_t l_1202 = 0x66284F98L;
            int32_t l_1203 = (-3L);
            int32_t l_1204 = 1L;
            int32_t l_1207 = (-1L);
            int16_t ****l_1224[7][10] = {{&g_271,(void*)0,&g_271,&g_271,&g_271,&g_271,(void*)0,&g_271,&g_271,&g_271},{&g_271,&g_271,(void*)0,&g_271,(void*)0,&g_271,&g_271,&g_271,&g_271,&g_271},{&g_271,(void*)0,&g_271,&g_271,(void*)0,&g_271,&g_271,(void*)0,&g_271,&g_271},{&g_271,(void*)0,&g_271,(void*)0,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271},{&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271},{&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271,&g_271},{&g_271,&g_271,&g_271,&g_271,(void*)0,&g_271,(void*)0,&g_271,&g_271,&g_271}};
            uint64_t **l_1258 = &g_502;
            uint8_t l_1296[9] = {250UL,3UL,3UL,250UL,3UL,3UL,250UL,3UL,3UL};
            int64_t l_1346 = (-6L);
            union U1 *l_1371[1][2][8] = {{{&g_1171,(void*)0,(void*)0,&g_1171,&g_1171,(void*)0,(void*)0,&g_1171},{&g_1171,(void*)0,(void*)0,&g_1171,&g_1171,(void*)0,(void*)0,&g_1171}}};
            const union U1 *l_1374 = (void*)0;
            int i, j, k;
            if ((*l_1022))
                break;
            (*g_1108) = (safe_div_func_uint16_t_u_u((g_1085[0] | 0x7FL), (safe_mod_func_int32_t_s_s((safe_add_func_int32_t_s_s(((65532UL | (~(safe_sub_func_uint64_t_u_u(g_476, 4L)))) , (safe_mod_func_uint32_t_u_u((*g_217), (safe_mul_func_uint8_t_u_u(((*l_1022) ^= (safe_div_func_uint32_t_u_u(((safe_mul_func_int16_t_s_s(((((safe_rshift_func_uint16_t_u_s(((safe_rshift_func_int8_t_s_u((*g_830), 7)) ^ ((safe_div_func_uint8_t_u_u(((void*)0 != &g_321[0]), (**g_829))) != 1UL)), p_49)) , l_1107) , 0xA60BFCAFL) , 9L), p_49)) && p_49), 0xA47B1B84L))), 0x6EL))))), (*g_217))), 0x0338B07CL))));
            if ((safe_div_func_int16_t_s_s(l_1107, (safe_unary_minus_func_int32_t_s(0x6B108993L)))))
            {
                uint16_t l_1112 = 0UL;
                int32_t l_1196 = 0xD389B154L;
                int32_t l_1198 = 1L;
                int32_t l_1200[4];
                uint32_t l_1209 = 0x586640DFL;
                union U1 *l_1271 = (void*)0;
                int32_t *l_1273 = &l_1203;
                uint8_t l_1281 = 0UL;
                union U2 * const *l_1293 = &g_1290;
                int i;
                for (i = 0; i < 4; i++)
                    l_1200[i] = (-4L);
                l_1112++;
                for (g_263 = 0; (g_263 < (-4)); --g_263)
                {
                    int8_t *l_1132[10][2][4] = {{{&l_1107,&l_1107,&g_44[0],&g_44[6]},{&g_44[5],&g_44[5],(void*)0,&g_44[6]}},{{&g_44[0],&l_1107,(void*)0,&l_1107},{&g_44[0],(void*)0,(void*)0,&g_44[0]}},{{&g_44[5],(void*)0,&g_44[0],&l_1107},{&l_1107,&l_1107,&g_44[0],&g_44[6]}},{{&g_44[5],&g_44[5],(void*)0,&g_44[6]},{&g_44[0],&l_1107,(void*)0,&l_1107}},{{&g_44[0],(void*)0,(void*)0,&g_44[0]},{&g_44[5],(void*)0,&g_44[0],&l_1107}},{{&l_1107,&l_1107,&g_44[0],&g_44[6]},{&g_44[5],&g_44[5],(void*)0,&g_44[6]}},{{&g_44[0],&l_1107,(void*)0,&l_1107},{&g_44[0],(void*)0,(void*)0,&g_44[0]}},{{&g_44[5],(void*)0,&g_44[0],&l_1107},{&l_1107,&l_1107,&g_44[0],&g_44[6]}},{{&g_44[5],&g_44[5],(void*)0,&g_44[6]},{&g_44[0],&l_1107,(void*)0,&l_1107}},{{&g_44[0],(void*)0,(void*)0,&g_44[0]},{&g_44[5],(void*)0,&g_44[0],&l_1107}}};
                    int32_t l_1167 = 0L;
                    int16_t *l_1168[3];
                    int32_t l_1199 = 0x9D131BCBL;
                    int32_t l_1201[4][9][7] = {{{0xD51C0339L,0x79D7FE8AL,(-9L),0xFD5BFD8DL,0xFD5BFD8DL,(-9L),0x79D7FE8AL},{0xDAB5F982L,0xAF861199L,0x86525940L,0x3FC36A52L,0xDAB5F982L,0x3FC36A52L,0x86525940L},{0xFD5BFD8DL,0xF7D131AFL,(-9L),0L,0xD51C0339L,0xD51C0339L,0L},{2L,0x66925E4BL,2L,0x3FC36A52L,0L,0x66925E4BL,0L},{0xF7D131AFL,0L,0x79D7FE8AL,0xFD5BFD8DL,0xD51C0339L,1L,1L},{0xDAB5F982L,0x9F905A93L,3L,0x9F905A93L,0xDAB5F982L,0x66925E4BL,3L},{0xB19E70BBL,0xF7D131AFL,0L,0x79D7FE8AL,0xFD5BFD8DL,0xD51C0339L,1L},{0L,0x3FC36A52L,2L,0x66925E4BL,2L,0x3FC36A52L,0L},{0xB19E70BBL,0x79D7FE8AL,1L,0xFD5BFD8DL,0xF7D131AFL,(-9L),0L}},{{0xDAB5F982L,0x3FC36A52L,0x86525940L,0xAF861199L,0xDAB5F982L,0xAF861199L,0x86525940L},{0xF7D131AFL,0xF7D131AFL,1L,0L,0xB19E70BBL,0xD51C0339L,0x79D7FE8AL},{2L,0x9F905A93L,2L,0xAF861199L,0L,0x9F905A93L,0L},{0xFD5BFD8DL,0L,0L,0xFD5BFD8DL,0xB19E70BBL,1L,(-9L)},{0xDAB5F982L,0x66925E4BL,3L,0x66925E4BL,0xDAB5F982L,0x9F905A93L,3L},{0xD51C0339L,0xF7D131AFL,0x79D7FE8AL,0x79D7FE8AL,0xF7D131AFL,0xD51C0339L,(-9L)},{0L,0xAF861199L,2L,0x9F905A93L,2L,0xAF861199L,0L},{0xD51C0339L,0x79D7FE8AL,(-9L),0xFD5BFD8DL,0xFD5BFD8DL,(-9L),0x79D7FE8AL},{0xDAB5F982L,0xAF861199L,0x86525940L,0x3FC36A52L,0xDAB5F982L,0x3FC36A52L,0x86525940L}},{{0xFD5BFD8DL,0xF7D131AFL,(-9L),0L,0xD51C0339L,0xD51C0339L,0L},{2L,0x66925E4BL,2L,0x3FC36A52L,0L,0x66925E4BL,0L},{0xF7D131AFL,0L,0x79D7FE8AL,0xFD5BFD8DL,0xD51C0339L,1L,1L},{0xDAB5F982L,0x9F905A93L,3L,0x9F905A93L,0xDAB5F982L,0x66925E4BL,3L},{0xB19E70BBL,0xF7D131AFL,0L,0x79D7FE8AL,0xFD5BFD8DL,0xD51C0339L,1L},{0L,0x3FC36A52L,2L,0x66925E4BL,2L,0x3FC36A52L,0L},{0xB19E70BBL,0x79D7FE8AL,1L,0xFD5BFD8DL,0xF7D131AFL,(-9L),0L},{0xDAB5F982L,0x3FC36A52L,0x86525940L,0xAF861199L,0xDAB5F982L,0xAF861199L,0x86525940L},{0xF7D131AFL,0xF7D131AFL,1L,0L,0xB19E70BBL,0xD51C0339L,0x79D7FE8AL}},{{2L,0x9F905A93L,2L,0xAF861199L,0L,0x9F905A93L,0L},{0xFD5BFD8DL,0L,0L,0xFD5BFD8DL,0xB19E70BBL,1L,(-9L)},{0xDAB5F982L,0x66925E4BL,3L,0x66925E4BL,0xDAB5F982L,0x9F905A93L,3L},{0xD51C0339L,0xF7D131AFL,0x79D7FE8AL,0x79D7FE8AL,0xF7D131AFL,0xD51C0339L,(-9L)},{0L,0xAF861199L,2L,0x9F905A93L,2L,0xAF861199L,0L},{0xD51C0339L,0x79D7FE8AL,(-9L),0xFD5BFD8DL,0xFD5BFD8DL,(-9L),0x79D7FE8AL},{0xDAB5F982L,0xAF861199L,0x86525940L,0x3FC36A52L,0xDAB5F982L,0x3FC36A52L,0x86525940L},{0xFD5BFD8DL,0xF7D131AFL,(-9L),0L,0xD51C0339L,0xD51C0339L,0L},{2L,0x66925E4BL,2L,0x3FC36A52L,0L,0x66925E4BL,0L}}};
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_1168[i] = (void*)0;
                    l_861 = (safe_div_func_int8_t_s_s(((**g_829) = l_1112), ((p_49 >= (((18446744073709551613UL || (p_49 , 0x5D812C30629A388ALL)) , 0xFE59L) || (((safe_mul_func_int16_t_s_s(((safe_mod_func_int32_t_s_s(p_49, (safe_rshift_func_uint8_t_u_u((((safe_sub_func_int16_t_s_s(((safe_lshift_func_int8_t_s_s((g_1133[0][1] = (g_44[7] = ((g_1131 , 0L) & (-4L)))), 4)) && p_49), p_49)) & p_49) >= 0UL), p_49)))) && l_1107), (-9L))) || 0x4D13L) > l_1107))) | p_49)));
                    if (((((safe_rshift_func_int16_t_s_s(((*g_226) , (safe_mul_func_int8_t_s_s((safe_mod_func_uint8_t_u_u((((void*)0 != &g_115) , ((safe_div_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((safe_add_func_uint8_t_u_u((((g_1146 , ((safe_mod_func_uint8_t_u_u((((l_1169 &= (!((safe_lshift_func_uint8_t_u_s(p_49, ((safe_add_func_int32_t_s_s(((safe_mod_func_int32_t_s_s(((((*l_1022) >= ((*g_192) ^= (safe_rshift_func_uint16_t_u_s((safe_add_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((safe_sub_func_int64_t_s_s(((((safe_mod_func_uint16_t_u_u((p_49 ^ (-1L)), (((**g_829) = ((g_1166[4][1] , g_296) ^ 0xA8E4B3221FE457D7LL)) & 0x9EL))) , p_49) < 0xD7L) | p_49), l_1167)), 4294967289UL)), l_1112)), 1)))) || g_476) >= p_49), l_970)) >= p_49), (*g_217))) ^ 0xD5L))) , p_49))) < p_49) , p_49), 0xC7L)) ^ (*l_1022))) , p_50) == (void*)0), l_1107)), l_1107)), 0x2BL)) , (***g_763))), p_49)), p_49))), (*l_1022))) ^ 0xB8FF71E02A96FC89LL) | p_49) == p_49))
                    {
                        int8_t l_1180 = (-1L);
                        int32_t l_1195 = 0xF0ECF33BL;
                        l_1170 = l_1170;
                        if (p_49)
                            break;
                        l_1195 = (((safe_sub_func_uint32_t_u_u((safe_rshift_func_int8_t_s_u((((g_409[0] , l_1107) , p_49) & l_1180), 2)), (g_1181 , (g_1182 , (((safe_lshift_func_uint16_t_u_s(((((safe_rshift_func_uint8_t_u_s((safe_add_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u((p_49 , ((safe_rshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_s(p_49, l_1180)), 3)) >= (*l_1022))), l_1180)), p_49)), 6)) >= l_1112) <= 255UL) , p_49), (*l_1022))) & 8UL) , p_49))))) | 65534UL) == l_1112);
                    }
                    else
                    {
                        int32_t *l_1197[2];
                        int i;
                        for (i = 0; i < 2; i++)
                            l_1197[i] = &g_56;
                        --l_1209;
                        (*l_1022) |= ((p_49 | ((((((void*)0 != l_1022) , (~((0x82L || (*g_192)) < ((*g_830) = (safe_mod_func_uint32_t_u_u((*g_217), ((safe_sub_func_int8_t_s_s(((safe_sub_func_int16_t_s_s((g_1219[0] , l_1220), ((((safe_add_func_uint8_t_u_u(((**g_829) ^ p_49), p_49)) > 252UL) | 0x2FD8L) == p_49))) ^ l_1107), 8L)) , (-2L)))))))) , 0x05921ACCL) || 0xE3A17A46L) & p_49)) != 0xCA6620ACL);
                    }
                }
                for (l_1058 = 0; (l_1058 >= 0); l_1058 -= 1)
                {
                    int16_t ****l_1223 = (void*)0;
                    l_1224[6][0] = l_1223;
                    return l_1225;
                }
                for (g_893 = 0; (g_893 <= 7); g_893 += 1)
                {
                    uint16_t *l_1234 = &g_576[0];
                    int16_t *l_1240 = &g_410[0];
                    uint16_t *l_1242[7];
                    int8_t l_1257 = 0xF7L;
                    uint32_t *l_1282 = &l_1209;
                    union U2 ***l_1291 = (void*)0;
                    union U2 ***l_1292 = &g_1289;
                    int32_t l_1320 = 1L;
                    uint16_t l_1332 = 1UL;
                    int i;
                    for (i = 0; i < 7; i++)
                        l_1242[i] = (void*)0;
                    if ((safe_add_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u((g_430[g_893] && g_430[g_893]), (l_1244[1] = ((g_973 && (safe_lshift_func_uint16_t_u_s(((g_598 & 18446744073709551609UL) > (safe_mul_func_uint16_t_u_u(((*l_1234)--), ((((g_1237 , ((*l_1022) &= (g_1131.f0 = (safe_rshift_func_uint16_t_u_u((((l_1240 = l_1225) != (g_1241 , l_1225)) < g_430[g_893]), 10))))) <= 65528UL) == (*g_192)) == l_1202)))), l_1243))) < 7L)))) && (*g_217)), l_1198)))
                    {
                        uint16_t **l_1247 = (void*)0;
                        uint16_t **l_1248[4][7][1] = {{{&l_1242[6]},{&l_1242[5]},{&l_1242[6]},{&l_1242[6]},{&l_1242[5]},{&l_1242[6]},{&l_1242[6]}},{{&l_1242[5]},{&l_1242[6]},{&l_1242[6]},{&l_1242[5]},{&l_1242[6]},{&l_1242[6]},{&l_1242[5]}},{{&l_1242[6]},{&l_1242[6]},{&l_1242[5]},{&l_1242[6]},{&l_1242[6]},{&l_1242[5]},{&l_1242[6]}},{{&l_1242[6]},{&l_1242[5]},{&l_1242[6]},{&l_1242[6]},{&l_1242[5]},{&l_1242[6]},{&l_1242[6]}}};
                        int i, j, k;
                        (*l_1022) |= (safe_sub_func_int8_t_s_s(((((l_1249 = p_50) == &g_974[0]) && (safe_div_func_int32_t_s_s((*g_979), p_49))) || ((0x7BFA8504C7CEB3B7LL <= (l_1252 == (((safe_mul_func_uint16_t_u_u(g_1237.f0, l_1200[1])) ^ ((safe_mod_func_uint32_t_u_u(((((*g_217) || 0L) != l_1257) >= (-1L)), l_1203)) == (*g_217))) , l_1258))) | 0x96E17C452E077054LL)), 0x8DL));
                        if (l_1259)
                            continue;
                    }
                    else
                    {
                        int32_t *l_1261 = (void*)0;
                        int32_t *l_1262 = &l_1200[1];
                        int32_t *l_1263 = &g_973;
                        int32_t *l_1264 = &l_1059;
                        int32_t *l_1265 = &l_1200[1];
                        int32_t *l_1266 = &l_1200[1];
                        int32_t *l_1267[10] = {&l_1059,&l_1059,&l_1059,&l_1059,&l_1059,&l_1059,&l_1059,&l_1059,&l_1059,&l_1059};
                        int i;
                        if (l_1260[3])
                            break;
                        --l_1268;
                        (*l_1266) |= (p_49 == (**g_829));
                        return p_50;
                    }
                    for (g_476 = 0; (g_476 >= 0); g_476 -= 1)
                    {
                        (*g_1272) = l_1271;
                        l_1273 = &l_1206[7];
                    }
                    if ((safe_sub_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((safe_mod_func_uint32_t_u_u(((*g_217) = 4294967295UL), ((*l_1282) ^= (safe_unary_minus_func_uint64_t_u(l_1281))))), p_49)), (safe_add_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(p_49, ((*l_1273) > g_115))), (safe_lshift_func_int8_t_s_s((0UL && (((*l_1292) = g_1289) != l_1293)), 2)))))))
                    {
                        int32_t *l_1294 = &l_1169;
                        int32_t *l_1295[9] = {&l_1057,&l_1057,&l_1057,&l_1057,&l_1057,&l_1057,&l_1057,&l_1057,&l_1057};
                        int64_t *l_1318 = &g_816.f1;
                        int64_t *l_1319[5][4] = {{&g_430[7],&g_115,&g_430[7],&g_115},{&g_430[7],&g_115,&g_430[7],&g_115},{&g_430[7],&g_115,&g_430[7],&g_115},{&g_430[7],&g_115,&g_430[7],&g_115},{&g_430[7],&g_115,&g_430[7],&g_115}};
                        int i, j;
                        l_1296[5]--;
                        l_968 = 0L;
                        (*l_1022) = (p_49 < (((safe_lshift_func_uint16_t_u_u(((*l_1234) = (safe_mul_func_uint16_t_u_u(g_604[3][3], (((*l_1022) , (safe_div_func_int64_t_s_s((((safe_sub_func_int32_t_s_s((safe_mul_func_uint8_t_u_u((*l_1273), ((p_49 == 4L) & ((((safe_add_func_uint32_t_u_u((safe_sub_func_int8_t_s_s((safe_rshift_func_int8_t_s_s(((l_1320 &= (safe_unary_minus_func_uint64_t_u(((**g_764) | ((p_49 >= ((void*)0 != l_1316[0])) && (*l_1294)))))) <= 0xB328E0BCAC44098ALL), (*g_830))), (*l_1273))), 0x77A62CB1L)) == (*g_830)) , (*l_1022)) , l_1107)))), (*g_217))) == 0xA3C17B02L) >= l_1257), 1UL))) >= 0x5C9AF1B7E5BE74D6LL)))), 6)) && (*g_217)) & (**g_829)));
                        if (l_1296[5])
                            break;
                    }
                    else
                    {
                        int64_t l_1321 = 0L;
                        int32_t *l_1323 = &l_1169;
                        int32_t *l_1324 = &l_1200[1];
                        int32_t *l_1325 = &l_1198;
                        int32_t *l_1326 = (void*)0;
                        int32_t *l_1327 = (void*)0;
                        int32_t *l_1328 = &l_1206[4];
                        int32_t *l_1329 = &g_962;
                        int32_t *l_1330 = &l_891;
                        int32_t *l_1331[10][6] = {{&g_962,&g_263,&l_891,&l_1205,&l_891,&g_263},{&l_891,&l_969,&l_969,&l_1205,&l_1208,&l_1206[2]},{&g_962,&l_1206[2],&l_969,&l_1206[2],&g_962,&g_263},{&l_1169,&l_1206[2],&l_891,&l_1059,&l_1208,&l_1059},{&l_1169,&l_969,&l_1169,&l_1206[2],&l_891,&l_1059},{&g_962,&g_263,&l_891,&l_1205,&l_891,&g_263},{&l_891,&l_969,&l_969,&l_1205,&l_1208,&l_1206[2]},{&g_962,&l_1206[2],&l_969,&l_1206[2],&g_962,&g_263},{&l_1169,&l_1206[2],&l_891,&l_1059,&l_1208,&l_1059},{&l_1169,&l_969,&l_1169,&l_1206[2],&l_891,&l_1059}};
                        int i, j;
                        if ((*l_1022))
                            break;
                        g_1322 |= l_1321;
                        --l_1332;
                    }
                }
            }
            else
            {
                if ((*g_1108))
                    break;
            }
            if (p_49)
            {
                int8_t *l_1342 = &g_44[5];
                const int32_t *l_1350 = &l_1057;
                union U1 **l_1358 = (void*)0;
                union U1 ***l_1357[10][10];
                int i, j;
                for (i = 0; i < 10; i++)
                {
                    for (j = 0; j < 10; j++)
                        l_1357[i][j] = &l_1358;
                }
                (*l_1022) = 0xC478FD41L;
                for (g_696 = (-24); (g_696 <= 23); g_696 = safe_add_func_uint16_t_u_u(g_696, 3))
                {
                    uint16_t l_1345 = 0x8EAFL;
                    int32_t *l_1349[1][9] = {{&l_1202,&l_1202,&l_1202,&l_1202,&l_1202,&l_1202,&l_1202,&l_1202,&l_1202}};
                    int i, j;
                    if ((0xA5F6A607AA0AE06DLL & (65531UL | ((l_1337 == g_1340[0][0]) >= ((!18446744073709551615UL) , (((l_1342 == l_1342) >= ((safe_rshift_func_int8_t_s_s((*g_830), (l_1345 >= 0x47L))) , 0x14DCL)) == (*g_1003)))))))
                    {
                        (***l_1338) = l_1346;
                        (*g_1289) = (*g_1289);
                    }
                    else
                    {
                        return p_50;
                    }
                    (*l_862) = &l_1203;
                    for (g_901 = (-26); (g_901 <= 35); g_901 = safe_add_func_uint8_t_u_u(g_901, 3))
                    {
                        (***l_1337) = l_1349[0][3];
                        (*g_1351) = l_1350;
                        if (p_49)
                            break;
                    }
                }
                if ((safe_add_func_int64_t_s_s((g_1340[0][0] == (void*)0), (safe_div_func_uint8_t_u_u(0x91L, ((*l_1342) = ((l_1356[6] && (p_49 >= ((l_1359 = &g_1173) != l_1360))) & (safe_div_func_uint64_t_u_u((((g_1364 , l_1365) != &l_1224[5][7]) < p_49), l_1107)))))))))
                {
                    const int32_t *l_1369 = &l_891;
                    const int32_t **l_1370 = &l_1350;
                    (*l_1370) = l_1369;
                    (*l_1359) = l_1371[0][1][1];
                    return l_1249;
                }
                else
                {
                    return p_50;
                }
            }
            else
            {
                const union U1 *l_1373 = &g_1171;
                const union U1 **l_1372[1][9];
                int i, j;
                for (i = 0; i < 1; i++)
                {
                    for (j = 0; j < 9; j++)
                        l_1372[i][j] = &l_1373;
                }
                l_1374 = (*l_1360);
            }
        }
    }
    return p_50;
}
static uint8_t func_61(int32_t p_62, int16_t p_63)
{
    int32_t **l_80 = &g_60;
    int32_t l_429 = 0x56B522B9L;
    int32_t l_431 = 9L;
    int32_t l_450 = 0L;
    uint32_t l_457[8][4][4] = {{{0x51CB4CD0L,4294967287UL,0x51CB4CD0L,4294967295UL},{4294967287UL,1UL,0UL,4294967287UL},{4294967291UL,4294967295UL,0xAEC8B085L,1UL},{4294967295UL,4294967287UL,0xAEC8B085L,0xAEC8B085L}},{{4294967291UL,4294967291UL,0UL,4294967295UL},{4294967287UL,5UL,0x51CB4CD0L,1UL},{0x51CB4CD0L,0x51CB4CD0L,0xAC40B794L,0x283E6B98L},{4294967295UL,0x51CB4CD0L,4294967287UL,0x51CB4CD0L}},{{0x51CB4CD0L,0x91F81570L,0x241E9D9CL,5UL},{0UL,4294967295UL,0xAC40B794L,0x241E9D9CL},{0xAEC8B085L,0x3E227793L,4294967295UL,0x51CB4CD0L},{0xAEC8B085L,0xAC40B794L,0xAC40B794L,0xAEC8B085L}},{{0UL,0x51CB4CD0L,0x241E9D9CL,0xAC40B794L},{0x51CB4CD0L,0x3E227793L,4294967287UL,5UL},{4294967295UL,0UL,0xAC40B794L,5UL},{0x283E6B98L,0x3E227793L,0x283E6B98L,0xAC40B794L}},{{0xAEC8B085L,0x51CB4CD0L,4294967287UL,0xAEC8B085L},{4294967295UL,0xAC40B794L,0x241E9D9CL,0x51CB4CD0L},{0xAC40B794L,0x3E227793L,0x241E9D9CL,0x241E9D9CL},{4294967295UL,4294967295UL,4294967287UL,5UL}},{{0xAEC8B085L,0x91F81570L,0x283E6B98L,0x51CB4CD0L},{0x283E6B98L,0x51CB4CD0L,0xAC40B794L,0x283E6B98L},{4294967295UL,0x51CB4CD0L,4294967287UL,0x51CB4CD0L},{0x51CB4CD0L,0x91F81570L,0x241E9D9CL,5UL}},{{0UL,4294967295UL,0xAC40B794L,0x241E9D9CL},{0xAEC8B085L,0x3E227793L,4294967295UL,0x51CB4CD0L},{0xAEC8B085L,0xAC40B794L,0xAC40B794L,0xAEC8B085L},{0UL,0x51CB4CD0L,0x241E9D9CL,0xAC40B794L}},{{0x51CB4CD0L,0x3E227793L,4294967287UL,5UL},{4294967295UL,0UL,0xAC40B794L,5UL},{0x283E6B98L,0x3E227793L,0x283E6B98L,0xAC40B794L},{0xAEC8B085L,0x51CB4CD0L,4294967287UL,0xAEC8B085L}}};
    union U2 *l_465 = &g_466;
    union U2 *l_468 = &g_469;
    uint64_t l_473 = 0x441DBD2F25E6BE8DLL;
    int32_t l_543 = (-2L);
    uint8_t l_646 = 0xB0L;
    int16_t *l_683 = &g_312;
    int16_t **l_682 = &l_683;
    int32_t l_687 = 1L;
    int64_t l_750[9];
    int32_t l_811 = 0xD49DC639L;
    int8_t *l_827[1][4][2];
    int8_t **l_826 = &l_827[0][0][0];
    uint8_t l_850 = 0x56L;
    int16_t l_853 = 0x110AL;
    int i, j, k;
    for (i = 0; i < 9; i++)
        l_750[i] = 0x67313A5DB53C642ALL;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 2; k++)
                l_827[i][j][k] = &g_44[5];
        }
    }
    for (p_63 = (-25); (p_63 == 16); p_63++)
    {
        uint16_t l_77 = 0x1AB3L;
        const int32_t *l_404[10][2] = {{&g_56,&g_263},{&g_263,&g_56},{&g_263,&g_56},{&g_263,&g_263},{&g_56,&g_56},{&g_56,&g_263},{&g_263,&g_56},{&g_263,&g_56},{&g_263,&g_263},{&g_56,&g_56}};
        int32_t l_414 = 0L;
        int32_t l_424 = 0xBA76FA04L;
        int32_t l_425 = 0x1B332474L;
        int32_t *l_426 = &g_263;
        int32_t *l_427 = (void*)0;
        int32_t *l_428[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        int16_t **l_438 = (void*)0;
        int16_t ***l_437 = &l_438;
        const uint64_t *l_514 = &g_503;
        uint16_t l_525 = 1UL;
        int i, j;
        if ((4294967287UL > 0xC2B42D22L))
        {
            int32_t *l_405 = &g_56;
            const int32_t l_407 = 0x5B3CAC8EL;
            int32_t *l_408 = &g_409[0];
            int32_t *l_412 = (void*)0;
            int32_t *l_413 = (void*)0;
            int32_t *l_420 = (void*)0;
            int32_t *l_421 = &l_414;
            l_414 &= ((((safe_add_func_uint64_t_u_u(g_44[3], p_63)) && ((((0x94407742L && func_69(((*l_408) ^= (safe_mul_func_uint16_t_u_u((((safe_sub_func_uint16_t_u_u((l_77 , (safe_mod_func_int64_t_s_s((&g_60 == l_80), func_81((**l_80), (p_63 , (((func_85(((g_8 , 0L) , &g_56), p_62) , l_404[9][0]) != l_405) | 2L)), p_63)))), 1L)) , (-2L)) , l_407), 4UL))), (**l_80), l_80)) && p_62) , 0x1C25L) && p_63)) && p_63) || 0x22EBL);
            l_425 &= (((safe_div_func_int32_t_s_s(((safe_div_func_uint64_t_u_u(g_264, (+p_63))) , (p_62 = ((((*l_421) = (((*l_405) , p_62) , (&p_62 != l_405))) | (0xD0270678L || ((((((l_424 = (((safe_mul_func_uint16_t_u_u(0xC731L, 65535UL)) & 7UL) && 0x0BE9L)) == (*l_405)) && p_62) | g_121) , (void*)0) == (void*)0))) || g_262))), (-3L))) && (-7L)) != 255UL);
        }
        else
        {
            return p_62;
        }
        g_432++;
        for (l_414 = 0; (l_414 == (-30)); l_414 = safe_sub_func_uint32_t_u_u(l_414, 2))
        {
            int8_t l_443 = 1L;
            int16_t *l_444[5][8][6] = {{{&g_410[0],&g_262,&g_308,&g_312,(void*)0,&g_262},{(void*)0,&g_262,&g_262,&g_312,&g_312,&g_262},{&g_410[0],&g_410[0],&g_262,(void*)0,&g_262,&g_410[0]},{&g_312,&g_312,&g_308,&g_410[0],&g_410[0],&g_262},{(void*)0,&g_312,&g_308,&g_410[0],&g_410[0],&g_410[0]},{&g_262,&g_410[0],&g_262,&g_312,&g_262,&g_262},{&g_312,&g_262,&g_262,&g_410[0],&g_312,&g_262},{(void*)0,&g_262,&g_308,&g_410[0],&g_312,&g_312}},{{&g_312,&g_312,&g_312,&g_312,&g_312,&g_312},{&g_262,(void*)0,&g_262,&g_410[0],&g_308,&g_308},{(void*)0,&g_410[0],(void*)0,&g_308,(void*)0,&g_410[0]},{(void*)0,&g_312,&g_262,&g_312,(void*)0,&g_308},{(void*)0,&g_410[0],&g_312,&g_262,&g_262,&g_312},{&g_312,&g_410[0],(void*)0,&g_410[0],&g_312,&g_312},{&g_308,&g_410[0],&g_312,&g_312,&g_410[0],&g_308},{&g_312,&g_262,&g_262,(void*)0,(void*)0,&g_410[0]}},{{&g_262,(void*)0,(void*)0,&g_312,&g_308,&g_410[0]},{&g_262,&g_262,&g_312,(void*)0,&g_312,&g_262},{&g_312,(void*)0,&g_410[0],&g_312,&g_262,&g_262},{&g_308,&g_312,(void*)0,&g_410[0],&g_312,&g_312},{&g_312,&g_312,&g_410[0],&g_262,&g_262,&g_410[0]},{(void*)0,(void*)0,&g_312,&g_312,&g_312,&g_262},{(void*)0,&g_262,&g_410[0],&g_308,&g_308,&g_312},{&g_312,(void*)0,&g_410[0],&g_262,(void*)0,&g_262}},{{&g_312,&g_262,&g_312,&g_262,&g_410[0],&g_410[0]},{&g_262,&g_410[0],&g_410[0],&g_308,&g_312,&g_312},{&g_312,&g_410[0],(void*)0,&g_308,&g_262,&g_262},{&g_262,&g_410[0],&g_410[0],&g_262,(void*)0,&g_262},{&g_312,&g_312,&g_312,&g_262,(void*)0,&g_410[0]},{&g_312,&g_308,(void*)0,&g_308,(void*)0,&g_410[0]},{(void*)0,&g_312,&g_262,&g_312,(void*)0,&g_308},{(void*)0,&g_410[0],&g_312,&g_262,&g_262,&g_312}},{{&g_312,&g_410[0],(void*)0,&g_410[0],&g_312,&g_312},{&g_308,&g_410[0],&g_312,&g_312,&g_410[0],&g_308},{&g_312,&g_262,&g_262,(void*)0,(void*)0,&g_410[0]},{&g_262,(void*)0,(void*)0,&g_312,&g_308,&g_410[0]},{&g_262,&g_262,&g_312,(void*)0,&g_312,&g_262},{&g_312,(void*)0,&g_410[0],&g_312,&g_262,&g_262},{&g_308,&g_312,(void*)0,&g_410[0],&g_312,&g_312},{&g_312,&g_312,&g_410[0],&g_262,&g_262,&g_410[0]}}};
            int32_t l_445 = 0L;
            uint8_t *****l_453 = (void*)0;
            uint64_t l_491[2];
            uint8_t l_505 = 255UL;
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_491[i] = 18446744073709551609UL;
            if ((p_62 , (((l_437 != (**g_269)) , (l_445 ^= (safe_lshift_func_int16_t_s_s((l_429 |= (safe_lshift_func_int8_t_s_u(3L, l_443))), 2)))) | (((safe_rshift_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(p_63, l_443)), 7)) ^ p_63) , (((void*)0 == &p_63) , l_450)))))
            {
                int8_t *l_451 = (void*)0;
                int8_t *l_452 = &l_443;
                int32_t l_458 = 1L;
                uint8_t ****l_460[8][3][10] = {{{&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][0][0],(void*)0,&g_190[0][2][0]},{&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][0][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0]},{&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][3][0],(void*)0,&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][3][0]}},{{&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][0][0],(void*)0},{&g_190[0][1][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][0][0],&g_190[0][2][0]},{&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][1][0],&g_190[0][2][0],(void*)0,&g_190[0][0][0],(void*)0}},{{&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0]},{&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0},{&g_190[0][3][0],(void*)0,(void*)0,&g_190[0][2][0],&g_190[0][3][0],&g_190[0][1][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][1][0],&g_190[0][3][0]}},{{&g_190[0][0][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0]},{&g_190[0][1][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0},{&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][0][0],(void*)0,&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][1][0],(void*)0}},{{&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][0][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0]},{&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][3][0],(void*)0,&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][3][0]},{&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][0][0],(void*)0}},{{&g_190[0][1][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][0][0],&g_190[0][2][0]},{&g_190[0][0][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][1][0],&g_190[0][2][0],(void*)0,&g_190[0][0][0],(void*)0},{&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0]}},{{&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],(void*)0},{&g_190[0][3][0],(void*)0,(void*)0,&g_190[0][2][0],&g_190[0][3][0],&g_190[0][1][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][1][0],&g_190[0][3][0]},{&g_190[0][0][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][1][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][3][0],&g_190[0][0][0],&g_190[0][0][0]}},{{&g_190[0][2][0],&g_190[0][3][0],&g_190[0][2][0],&g_190[0][3][0],(void*)0,&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][0][0],&g_190[0][2][0]},{&g_190[0][2][0],&g_190[0][0][0],&g_190[0][3][0],&g_190[0][1][0],&g_190[0][0][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][2][0]},{&g_190[0][3][0],&g_190[0][3][0],&g_190[0][0][0],&g_190[0][0][0],(void*)0,&g_190[0][1][0],&g_190[0][3][0],&g_190[0][2][0],&g_190[0][2][0],&g_190[0][0][0]}}};
                uint8_t *****l_459 = &l_460[4][0][1];
                uint8_t *****l_461 = (void*)0;
                uint64_t *l_500 = &l_491[0];
                int32_t l_506 = (-1L);
                int16_t *l_572 = &g_410[0];
                int i, j, k;
                if ((((((*g_192) = 7UL) > ((*l_452) = 0xE2L)) , l_453) != (l_461 = (g_308 , (l_459 = ((((**l_80) , p_62) < (((((l_445 ^ (l_458 = (g_56 | (safe_div_func_int8_t_s_s((l_457[3][2][3] &= (!g_261)), p_63))))) < p_62) >= p_62) <= p_63) , 0x0CF2L)) , l_459))))))
                {
                    int8_t l_477 = 0xFAL;
                    for (l_450 = 8; (l_450 <= 22); l_450 = safe_add_func_uint32_t_u_u(l_450, 9))
                    {
                        int8_t **l_464[1][1];
                        union U2 **l_467[7][6][6] = {{{&l_465,&l_465,(void*)0,&l_465,&l_465,&l_465},{&l_465,(void*)0,&l_465,(void*)0,&l_465,&l_465},{&l_465,&l_465,&l_465,&l_465,&l_465,&l_465},{&l_465,(void*)0,(void*)0,&l_465,&l_465,&l_465},{&l_465,&l_465,&l_465,(void*)0,&l_465,&l_465},{&l_465,&l_465,(void*)0,&l_465,&l_465,&l_465}},{{&l_465,&l_465,&l_465,&l_465,(void*)0,&l_465},{&l_465,&l_465,&l_465,&l_465,&l_465,&l_465},{&l_465,&l_465,(void*)0,(void*)0,&l_465,&l_465},{&l_465,(void*)0,(void*)0,&l_465,&l_465,&l_465},{&l_465,&l_465,(void*)0,&l_465,&l_465,&l_465},{(void*)0,&l_465,&l_465,&l_465,(void*)0,&l_465}},{{&l_465,&l_465,&l_465,(void*)0,&l_465,(void*)0},{&l_465,&l_465,&l_465,(void*)0,&l_465,(void*)0},{&l_465,&l_465,&l_465,&l_465,&l_465,&l_465},{&l_465,(void*)0,(void*)0,&l_465,&l_465,&l_465},{(void*)0,&l_465,&l_465,&l_465,&l_465,&l_465},{&l_465,&l_465,(void*)0,&l_465,&l_465,&l_465}},{{(void*)0,&l_465,&l_465,&l_465,(void*)0,&l_465},{&l_465,&l_465,(void*)0,&l_465,&l_465,&l_465},{(void*)0,&l_465,(void*)0,(void*)0,&l_465,(void*)0},{&l_465,&l_465,&l_465,&l_465,&l_465,(void*)0},{&l_465,&l_465,&l_465,&l_465,&l_465,&l_465},{&l_465,&l_465,&l_465,&l_465,&l_465,(void*)0}},{{&l_465,&l_465,(void*)0,(void*)0,&l_465,&l_465},{(void*)0,&l_465,&l_465,&l_465,(void*)0,&l_465},{&l_465,&l_465,&l_465,&l_465,&l_465,(void*)0},{&l_465,&l_465,&l_465,&l_465,(void*)0,&l_465},{&l_465,&l_465,(void*)0,&l_465,&l_465,&l_465},{&l_465,&l_465,&l_465,&l_465,&l_465,(void*)0}},{{&l_465,&l_465,&l_465,&l_465,(void*)0,&l_465},{(void*)0,&l_465,&l_465,&l_465,&l_465,&l_465},{&l_465,(void*)0,&l_465,&l_465,&l_465,&l_465},{&l_465,&l_465,&l_465,(void*)0,&l_465,&l_465},{&l_465,&l_465,&l_465,(void*)0,&l_465,&l_465},{&l_465,&l_465,&l_465,&l_465,&l_465,(void*)0}},{{(void*)0,&l_465,&l_465,(void*)0,&l_465,&l_465},{&l_465,&l_465,(void*)0,&l_465,&l_465,&l_465},{(void*)0,&l_465,(void*)0,&l_465,(void*)0,&l_465},{&l_465,(void*)0,&l_465,&l_465,&l_465,(void*)0},{&l_465,&l_465,&l_465,(void*)0,&l_465,&l_465},{&l_465,&l_465,&l_465,(void*)0,&l_465,(void*)0}}};
                        int8_t l_470 = 0x60L;
                        int32_t l_471 = 0xEE78612BL;
                        int32_t l_472 = (-10L);
                        int i, j, k;
                        for (i = 0; i < 1; i++)
                        {
                            for (j = 0; j < 1; j++)
                                l_464[i][j] = (void*)0;
                        }
                        l_464[0][0] = &l_452;
                        l_468 = l_465;
                        ++l_473;
                    }
                    --g_478;
                }
                else
                {
                    uint64_t **l_501[5][6] = {{&l_500,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_500,&l_500,&l_500,(void*)0,(void*)0,&l_500},{(void*)0,(void*)0,&l_500,&l_500,&l_500,&l_500},{&l_500,&l_500,&l_500,&l_500,(void*)0,(void*)0},{(void*)0,&l_500,&l_500,(void*)0,&l_500,&l_500}};
                    int32_t l_504 = 0xDCA9E4AFL;
                    int32_t *l_540[10][8] = {{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]},{&g_409[0],&l_450,&g_409[0],&g_409[0],&g_409[0],&g_409[0],&l_450,&g_409[0]}};
                    int32_t l_550 = 0x4E4032D3L;
                    int16_t *l_571 = (void*)0;
                    int i, j;
                    if (p_62)
                        break;
                    if ((!((l_506 = ((*l_452) = (((safe_sub_func_int64_t_s_s((safe_mod_func_int64_t_s_s(g_308, ((((*g_192) = p_62) < ((((p_63 == (!((((((safe_lshift_func_int16_t_s_u(l_491[0], (((((((safe_mod_func_int8_t_s_s(((safe_unary_minus_func_uint16_t_u((safe_div_func_int32_t_s_s(((**l_80) , (l_458 = (((+g_8) & (p_63 > (**l_80))) , (((((((*l_426) = ((g_502 = l_500) != (void*)0)) == 4294967289UL) != l_504) , 1L) > g_430[7]) , 0L)))), 1UL)))) , 1L), g_410[0])) & p_63) == l_504) >= p_63) && p_63) < l_443) == p_63))) , l_505) <= 0x1814633FL) , 0xFFL) ^ (-1L)) | p_62))) | g_8) > l_506) > l_504)) || (**l_80)))), l_506)) | l_504) ^ (-1L)))) & p_62)))
                    {
                        int32_t l_507 = 8L;
                        (*l_426) |= l_507;
                    }
                    else
                    {
                        l_445 = (safe_sub_func_int64_t_s_s((safe_sub_func_uint64_t_u_u(((safe_sub_func_uint16_t_u_u((((*l_426) = (l_514 != &g_503)) | (safe_div_func_int64_t_s_s(((safe_unary_minus_func_int16_t_s(1L)) && (0x9BL == ((p_62 & ((p_63 , (safe_add_func_int8_t_s_s((((safe_rshift_func_uint16_t_u_u(((~p_63) | l_525), 7)) , (((safe_mul_func_uint16_t_u_u((safe_div_func_uint64_t_u_u((((*g_135) >= 65535UL) != (-3L)), p_62)), l_506)) | 8UL) ^ (*g_502))) | p_62), (*g_192)))) , 0xE4L)) && 0xDFL))), (*g_502)))), g_143[4][4])) , p_63), l_458)), 0x6FCCE9865CD3C109LL));
                    }
                    (*l_426) = (((safe_div_func_int64_t_s_s(p_62, ((((safe_mod_func_int16_t_s_s((((safe_lshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((((l_504 = (((void*)0 != l_428[5]) != (**l_80))) , (!(safe_unary_minus_func_uint64_t_u((*g_502))))) || l_543), (safe_rshift_func_uint16_t_u_s(0x3C21L, 4)))), 3)), (((0x15L <= (safe_add_func_int16_t_s_s((safe_mod_func_int16_t_s_s((**l_80), p_63)), 0x9C2AL))) < g_143[4][4]) > (**l_80)))) != l_550) <= 0x7AL), g_143[4][3])) ^ l_458) && p_63) , l_491[0]))) | l_445) >= p_62);
                    for (g_296 = 0; (g_296 != 18); ++g_296)
                    {
                        int64_t *l_567[2][10][8] = {{{(void*)0,(void*)0,&g_430[7],&g_466.f1,&g_476,&g_466.f1,&g_430[7],(void*)0},{(void*)0,&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],(void*)0},{&g_430[7],&g_430[0],(void*)0,&g_466.f1,(void*)0,&g_430[0],&g_430[7],&g_430[7]},{&g_430[0],&g_466.f1,&g_430[7],&g_430[7],&g_466.f1,&g_430[0],&g_430[7],&g_430[0]},{&g_466.f1,&g_430[0],&g_430[7],&g_430[0],&g_466.f1,&g_430[7],&g_430[7],&g_466.f1},{&g_430[0],&g_430[7],&g_430[7],&g_430[0],(void*)0,&g_466.f1,(void*)0,&g_430[0]},{&g_430[7],(void*)0,&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7]},{(void*)0,(void*)0,&g_430[7],&g_466.f1,&g_476,&g_466.f1,&g_430[7],(void*)0},{(void*)0,&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],(void*)0},{&g_430[7],&g_430[0],(void*)0,&g_466.f1,(void*)0,&g_430[0],&g_430[7],&g_430[7]}},{{&g_430[0],&g_466.f1,&g_430[7],&g_430[7],&g_466.f1,&g_430[0],&g_430[7],&g_430[0]},{&g_466.f1,&g_430[0],&g_430[7],&g_430[0],&g_466.f1,&g_430[7],&g_430[7],&g_466.f1},{&g_430[0],&g_430[7],&g_430[7],&g_430[0],(void*)0,&g_466.f1,(void*)0,&g_430[0]},{&g_430[7],(void*)0,&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7]},{(void*)0,(void*)0,&g_430[7],&g_466.f1,&g_476,&g_466.f1,&g_430[7],(void*)0},{(void*)0,&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],&g_430[7],(void*)0},{&g_430[7],&g_430[0],(void*)0,&g_466.f1,(void*)0,&g_430[0],&g_430[7],&g_430[7]},{&g_430[0],&g_466.f1,&g_430[7],&g_430[7],&g_466.f1,&g_430[0],&g_430[7],&g_430[0]},{&g_466.f1,&g_430[0],&g_430[7],&g_430[0],&g_466.f1,&g_430[7],&g_430[7],&g_466.f1},{&g_430[0],&g_430[7],&g_430[7],&g_430[0],(void*)0,&g_466.f1,(void*)0,&g_430[0]}}};
                        int32_t l_570 = (-5L);
                        int i, j, k;
                        (*l_426) = (p_62 && ((safe_sub_func_int32_t_s_s(p_62, 0x43B97613L)) , p_63));
                        (*l_426) |= ((safe_rshift_func_int8_t_s_s((((p_63 ^ 0UL) , (safe_add_func_uint16_t_u_u((safe_div_func_int8_t_s_s((((p_62 , p_62) , (safe_add_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u(p_62, (safe_add_func_int16_t_s_s(((g_115 = p_62) && ((void*)0 == &l_550)), (safe_mul_func_int16_t_s_s((l_458 = l_570), 0UL)))))), (**l_80)))) & p_62), (**l_80))), l_443))) && p_63), l_506)) & 0xF2A18127L);
                        (*l_426) |= (((l_571 == l_572) == (-4L)) > 0x3BA326F1L);
                    }
                }
            }
            else
            {
                for (l_525 = (-3); (l_525 == 29); l_525 = safe_add_func_uint16_t_u_u(l_525, 5))
                {
                    (*l_80) = &l_414;
                }
            }
            g_576[0]--;
            for (g_261 = 7; (g_261 == 13); g_261++)
            {
                for (g_575 = 15; (g_575 < 22); g_575++)
                {
                    return p_62;
                }
                return p_62;
            }
            return p_63;
        }
        if ((*g_60))
            break;
    }
    for (g_432 = 0; (g_432 <= 0); g_432 += 1)
    {
        int16_t *l_587 = &g_312;
        int16_t **l_586[3][1];
        int16_t ***l_585 = &l_586[2][0];
        int32_t l_601[9][1][2] = {{{0x32A68C8DL,0x32A68C8DL}},{{0xF4BF1850L,0x32A68C8DL}},{{0x32A68C8DL,0xF4BF1850L}},{{0x32A68C8DL,0x32A68C8DL}},{{0xF4BF1850L,0x32A68C8DL}},{{0x32A68C8DL,0xF4BF1850L}},{{0x32A68C8DL,0xF4BF1850L}},{{(-6L),0xF4BF1850L}},{{0xF4BF1850L,(-6L)}}};
        uint8_t **l_656 = &g_192;
        int32_t l_663[5] = {3L,3L,3L,3L,3L};
        int8_t l_695 = 0x4BL;
        union U2 *l_813 = &g_814;
        int8_t **l_831 = &l_827[0][1][0];
        int i, j, k;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 1; j++)
                l_586[i][j] = &l_587;
        }
    }
    return l_853;
}
static uint32_t func_69(int32_t p_70, const uint32_t p_71, int32_t ** p_72)
{
    int32_t *l_411[2][1][10] = {{{&g_263,&g_56,&g_263,&g_263,&g_56,&g_263,&g_263,&g_56,&g_263,&g_263}},{{&g_56,&g_56,&g_56,&g_56,&g_56,&g_56,&g_56,&g_56,&g_56,&g_56}}};
    int i, j, k;
    g_263 ^= g_410[0];
    return (*g_217);
}
static int64_t func_81(int8_t p_82, int32_t p_83, int32_t p_84)
{
    int32_t *l_406 = &g_263;
    (*l_406) = 0x2917580AL;
    return (*l_406);
}
static int32_t func_85(int32_t * p_86, int16_t p_87)
{
    uint16_t l_94 = 6UL;
    uint16_t *l_112 = &l_94;
    int32_t l_113[4][7] = {{0xB9FEC4F7L,0xE043BC77L,0xE043BC77L,0xB9FEC4F7L,1L,0xB9FEC4F7L,0xE043BC77L},{1L,1L,0xE043BC77L,0xDB24405CL,0xE043BC77L,1L,1L},{1L,0xE043BC77L,0xDB24405CL,0xE043BC77L,1L,1L,0xE043BC77L},{0xB9FEC4F7L,1L,0xB9FEC4F7L,0xE043BC77L,0xE043BC77L,0xB9FEC4F7L,1L}};
    int32_t l_114 = 0x2AC6B8A9L;
    int32_t *l_116 = (void*)0;
    int32_t *l_117 = &l_113[3][2];
    int32_t l_118 = (-1L);
    int16_t *l_132 = (void*)0;
    int16_t **l_131[7][3] = {{&l_132,&l_132,(void*)0},{&l_132,(void*)0,&l_132},{&l_132,&l_132,&l_132},{&l_132,&l_132,(void*)0},{&l_132,(void*)0,&l_132},{&l_132,&l_132,&l_132},{&l_132,&l_132,(void*)0}};
    int16_t ** const *l_130 = &l_131[1][1];
    uint64_t l_171 = 0UL;
    uint32_t l_216 = 0UL;
    union U0 *l_229 = (void*)0;
    uint32_t l_248 = 0xAD4A8C9CL;
    uint8_t ****l_315 = &g_190[0][2][0];
    uint16_t *l_340 = &g_227[4][2].f0;
    int32_t *l_401 = &l_114;
    int i, j;
    if (((safe_add_func_uint64_t_u_u(0xC68704422F2FDD04LL, (safe_add_func_int8_t_s_s(p_87, (safe_rshift_func_int16_t_s_s((l_94 , (safe_div_func_int16_t_s_s((safe_lshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(((safe_add_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((safe_unary_minus_func_int16_t_s(0xD994L)), (((((*g_60) >= (p_87 | (((*l_117) = (safe_lshift_func_uint8_t_u_s(((g_115 = (((safe_mod_func_uint32_t_u_u((((safe_mul_func_int16_t_s_s((((*l_112) = 8UL) ^ ((l_113[2][5] < (g_44[5] , g_8)) != l_114)), p_87)) & p_87) ^ 7UL), 1UL)) != g_56) >= g_44[5])) == 65529UL), 6))) > g_44[5]))) == p_87) <= 1L) , (*l_117)))), p_87)) ^ p_87), 5)), 4)), 0xAF65L))), 2)))))) , (*l_117)))
    {
        uint32_t l_150 = 0xC5CC1C00L;
        int16_t ***l_157[5][2][10] = {{{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]},{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]}},{{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]},{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]}},{{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]},{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]}},{{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]},{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]}},{{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]},{&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[1][1],&l_131[5][1],&l_131[1][1],&l_131[1][1]}}};
        int16_t ****l_156 = &l_157[4][0][6];
        int32_t **l_189 = &l_116;
        uint32_t *l_193 = &g_194;
        int32_t *l_195 = &l_114;
        int i, j, k;
        l_118 = (*g_60);
        if ((*g_60))
        {
            int16_t *l_120 = &g_121;
            int16_t **l_119 = &l_120;
            int16_t ***l_122 = &l_119;
lbl_125:
            (*l_122) = l_119;
            for (l_118 = 12; (l_118 < (-28)); l_118 = safe_sub_func_uint32_t_u_u(l_118, 6))
            {
                for (l_94 = 1; (l_94 <= 7); l_94 += 1)
                {
                    if (g_56)
                        goto lbl_125;
                }
            }
        }
        else
        {
            int8_t l_126 = (-6L);
            int8_t *l_129[1][4];
            const int16_t ****l_136 = &g_133[0];
            uint8_t *l_142 = &g_143[4][4];
            int32_t *l_159 = (void*)0;
            int32_t l_160 = 0x1A87E759L;
            volatile uint8_t ***l_164 = &g_161;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 4; j++)
                    l_129[i][j] = &g_44[0];
            }
            if ((l_126 > ((safe_lshift_func_int8_t_s_u((g_44[5] |= p_87), ((l_130 == ((*l_136) = g_133[0])) , (+(safe_div_func_int64_t_s_s((safe_lshift_func_uint8_t_u_s(p_87, (((*l_142) ^= 252UL) , (safe_add_func_int16_t_s_s(((safe_div_func_uint64_t_u_u((safe_div_func_uint8_t_u_u(g_56, g_56)), ((g_143[4][2] >= p_87) && g_115))) || (*l_117)), p_87))))), g_121)))))) <= l_150)))
            {
                int32_t **l_151 = &l_117;
                (*l_117) = l_126;
                (*l_151) = p_86;
                for (l_150 = (-12); (l_150 > 30); l_150 = safe_add_func_uint16_t_u_u(l_150, 8))
                {
                    l_117 = (void*)0;
                    return (*g_60);
                }
            }
            else
            {
                for (l_114 = 0; (l_114 == 7); l_114 = safe_add_func_int16_t_s_s(l_114, 8))
                {
                    int16_t *****l_158 = &l_156;
                    (*l_158) = l_156;
                }
                return (*g_60);
            }
            l_160 ^= 5L;
            (*l_164) = g_161;
        }
        (*l_195) |= (safe_div_func_uint64_t_u_u(((safe_mul_func_int8_t_s_s((safe_sub_func_int64_t_s_s((l_171 < p_87), 0xBD0DCC659033EFA0LL)), (safe_sub_func_uint16_t_u_u((g_44[5] , (safe_mod_func_uint64_t_u_u((l_150 <= ((((*l_193) = (~(safe_add_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((((safe_sub_func_int32_t_s_s((*g_60), (safe_mod_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((((((l_189 != l_189) != (((((g_190[0][0][0] = g_190[0][2][0]) != &g_191[7]) , g_44[3]) , 0x912DA420L) || 0UL)) < p_87) ^ g_121) || p_87), (-1L))), 1UL)))) & (*p_86)) , (*l_117)), (*p_86))), 7)), (*l_117))))) && 4294967295UL) ^ 1L)), p_87))), g_56)))) ^ 0xC3L), 1UL));
        (*l_195) ^= 1L;
    }
    else
    {
        uint64_t l_198 = 18446744073709551615UL;
        int32_t l_213[8][4] = {{0xB15256D7L,0xB15256D7L,0x9CA4D499L,0xB15256D7L},{0xB15256D7L,(-2L),(-2L),0xB15256D7L},{(-2L),0xB15256D7L,(-2L),(-2L)},{(-2L),(-2L),0xB15256D7L,(-2L)},{(-2L),0x9CA4D499L,0x9CA4D499L,(-2L)},{0x9CA4D499L,(-2L),0x9CA4D499L,0x9CA4D499L},{(-2L),(-2L),0xB15256D7L,(-2L)},{(-2L),0x9CA4D499L,0x9CA4D499L,(-2L)}};
        uint32_t l_214[7] = {0x9DB78BF6L,0x9DB78BF6L,0x9DB78BF6L,0x9DB78BF6L,0x9DB78BF6L,0x9DB78BF6L,0x9DB78BF6L};
        int32_t *l_215 = &l_114;
        uint32_t **l_218 = &g_217;
        uint32_t *l_219 = &g_194;
        uint16_t l_220 = 0xC07DL;
        uint64_t l_221 = 0x6039F823E191EB41LL;
        uint32_t l_328 = 0xCB9F9324L;
        int32_t l_329 = (-9L);
        int32_t **l_356 = &l_116;
        int32_t ***l_355 = &l_356;
        uint8_t l_396[9] = {255UL,255UL,9UL,255UL,255UL,9UL,255UL,255UL,9UL};
        int64_t *l_402 = (void*)0;
        int64_t *l_403[7][7][1] = {{{&g_115},{&g_115},{&g_115},{&g_115},{&g_115},{&g_115},{&g_115}},{{(void*)0},{&g_115},{&g_115},{&g_115},{(void*)0},{(void*)0},{(void*)0}},{{&g_115},{(void*)0},{(void*)0},{(void*)0},{&g_115},{&g_115},{&g_115}},{{(void*)0},{&g_115},{&g_115},{&g_115},{&g_115},{&g_115},{&g_115}},{{&g_115},{(void*)0},{&g_115},{&g_115},{&g_115},{(void*)0},{(void*)0}},{{(void*)0},{&g_115},{(void*)0},{(void*)0},{(void*)0},{&g_115},{&g_115}},{{&g_115},{(void*)0},{&g_115},{&g_115},{&g_115},{&g_115},{&g_115}}};
        int i, j, k;
        if ((((safe_mul_func_int8_t_s_s((l_198 != (-6L)), (((((safe_rshift_func_int16_t_s_u((4L == (safe_lshift_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(((*l_219) = (safe_lshift_func_int16_t_s_u((((safe_add_func_int64_t_s_s((((safe_lshift_func_int8_t_s_u(((((l_117 != ((*l_218) = ((safe_sub_func_int8_t_s_s((((((void*)0 != &p_87) & l_213[3][0]) , (l_214[5] , (((((*l_112) = ((((l_213[0][1] = 0x81L) == (*l_117)) , p_86) == l_215)) < l_216) || p_87) , (-3L)))) , 0x57L), p_87)) , g_217))) ^ p_87) >= g_121) && (-1L)), p_87)) != 0x2E77L) > p_87), p_87)) > g_143[4][4]) , (*l_215)), p_87))), p_87)), 10))), p_87)) , p_87) != (*l_215)) , l_220) >= l_221))) ^ 1UL) != 3UL))
        {
            int32_t *l_224 = &l_213[3][0];
            for (g_115 = 25; (g_115 <= (-3)); g_115 = safe_sub_func_int64_t_s_s(g_115, 1))
            {
                int32_t **l_225 = &l_224;
                union U0 **l_228[3][4] = {{(void*)0,&g_226,&g_226,(void*)0},{&g_226,(void*)0,&g_226,&g_226},{(void*)0,(void*)0,&g_226,(void*)0}};
                int i, j;
                (*l_225) = l_224;
                if ((*l_117))
                    continue;
                l_229 = g_226;
            }
        }
        else
        {
            uint16_t l_247 = 8UL;
            int32_t l_250 = 0x70BF62E4L;
            int32_t l_260[9][7] = {{0xAAAF8999L,1L,(-1L),(-1L),0x74BE7567L,0L,0x6A00515FL},{0x51F5B040L,0xF6B1D4C4L,(-7L),(-1L),0x737C675BL,(-1L),(-7L)},{1L,1L,0xE1A5ED94L,0xDEEC52BAL,(-1L),(-9L),(-7L)},{0x894D0847L,0xAAAF8999L,0xDEEC52BAL,1L,(-7L),0x6A00515FL,0x6A00515FL},{(-1L),0x737C675BL,0x51F5B040L,0x737C675BL,(-1L),1L,0x894D0847L},{0L,0xE1A5ED94L,0x51F5B040L,(-6L),0x737C675BL,0x74BE7567L,0xF6B1D4C4L},{(-6L),(-1L),0xDEEC52BAL,0x74BE7567L,0x74BE7567L,0xDEEC52BAL,(-1L)},{0L,(-6L),0xE1A5ED94L,0x894D0847L,0xAAAF8999L,0xDEEC52BAL,1L},{(-1L),(-9L),(-7L),0x51F5B040L,(-1L),0x74BE7567L,(-1L)}};
            int i, j;
            if (((safe_sub_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(g_143[4][4], ((safe_add_func_int64_t_s_s((g_8 | (((p_87 = ((safe_mod_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u(255UL, 0x97L)), (safe_rshift_func_int8_t_s_u((g_44[6] == ((safe_div_func_uint16_t_u_u((l_247 = ((*l_112) = (+p_87))), l_248)) , (p_87 == (((!(4294967295UL > (-1L))) <= p_87) <= (*l_117))))), 6)))) && (*l_215))) | 0x6A3DL) > l_250)), g_143[4][4])) && 0xEDL))), (*l_117))) | (-10L)))
            {
                int32_t *l_251 = (void*)0;
                int32_t *l_252 = &l_113[0][1];
                int32_t *l_253 = &l_118;
                int32_t l_254 = 1L;
                int32_t *l_255 = &l_114;
                int32_t *l_256 = &l_213[3][0];
                int32_t *l_257 = (void*)0;
                int32_t *l_258 = &l_250;
                int32_t *l_259[2][8][3] = {{{&g_56,&l_113[2][5],&l_113[2][5]},{&l_250,&l_213[3][0],&l_114},{&l_250,&l_114,&l_250},{&g_56,&l_114,&l_118},{&l_250,&g_56,(void*)0},{&g_56,&l_114,&g_56},{(void*)0,&l_114,(void*)0},{&l_114,&l_213[3][0],(void*)0}},{{&l_114,&l_113[2][5],&g_56},{&g_56,(void*)0,(void*)0},{&g_56,&g_56,&l_114},{(void*)0,&l_114,&l_213[3][0]},{&l_250,&l_250,&l_113[0][6]},{&l_113[2][5],&l_250,(void*)0},{&l_250,&l_114,&l_250},{&l_113[2][5],&g_56,&g_56}}};
                int i, j, k;
                --g_264;
            }
            else
            {
                uint16_t l_279 = 1UL;
                (*l_215) &= (safe_rshift_func_int16_t_s_u((*l_117), g_143[3][1]));
                g_263 = (((((g_269 == (g_115 , ((safe_sub_func_int64_t_s_s(p_87, ((p_87 ^ (1UL != ((*l_219)++))) < (safe_mod_func_uint16_t_u_u((~g_262), (l_279 = p_87)))))) , &g_270[1]))) , (((*l_219) = ((l_279 <= g_115) | l_279)) || (*l_215))) , p_87) , 0x532398D2L) >= p_87);
                (*l_215) = ((~(safe_sub_func_int32_t_s_s(0x77E36767L, (*l_215)))) , 0L);
            }
        }
        for (g_261 = 17; (g_261 < 11); g_261 = safe_sub_func_uint8_t_u_u(g_261, 5))
        {
            int8_t *l_285 = &g_44[1];
            int16_t **l_288 = &l_132;
            int64_t *l_293[4][3];
            int32_t l_294 = 0xF5591C4AL;
            uint8_t *l_295 = &g_296;
            uint8_t *****l_320 = (void*)0;
            const int32_t **l_324 = &g_322;
            const int32_t l_347 = 4L;
            uint32_t ** const l_393 = (void*)0;
            const int8_t l_394 = 0L;
            int i, j;
            for (i = 0; i < 4; i++)
            {
                for (j = 0; j < 3; j++)
                    l_293[i][j] = &g_115;
            }
            for (l_221 = 0; (l_221 <= 3); l_221 += 1)
            {
                int i, j;
                g_263 = l_213[(l_221 + 3)][l_221];
            }
            if ((((((((*l_285) = g_143[4][4]) , ((*l_117) = 0x9FA815E1L)) && (*p_86)) < ((*l_295) |= (l_213[3][0] = ((safe_add_func_uint8_t_u_u(((void*)0 == l_288), ((safe_mul_func_uint16_t_u_u(((0xCDL || p_87) != ((*l_215) = ((safe_add_func_int64_t_s_s((g_115 = ((0xFB2BL == p_87) , g_263)), l_294)) & g_227[4][2].f0))), 9UL)) | 3L))) != (-1L))))) , (*g_60)) >= p_87))
            {
                uint64_t l_309 = 0xF5C7731CCDA15603LL;
                for (l_198 = 0; (l_198 != 23); ++l_198)
                {
                    int64_t l_305 = (-1L);
                    for (l_118 = 0; (l_118 <= 6); ++l_118)
                    {
                        int32_t *l_301 = &l_113[2][5];
                        int32_t *l_302 = &l_213[4][3];
                        int32_t *l_303 = (void*)0;
                        int32_t *l_304 = &l_114;
                        int32_t *l_306 = (void*)0;
                        int32_t *l_307[2];
                        int i;
                        for (i = 0; i < 2; i++)
                            l_307[i] = &l_294;
                        l_309++;
                        if (g_312)
                            break;
                    }
                }
            }
            else
            {
                uint8_t ****l_314 = &g_190[0][2][0];
                uint8_t *****l_313[9] = {&l_314,&l_314,&l_314,&l_314,&l_314,&l_314,&l_314,&l_314,&l_314};
                const int32_t ***l_323[8];
                uint64_t *l_325 = &l_171;
                uint32_t *l_334 = &l_214[1];
                int i;
                for (i = 0; i < 8; i++)
                    l_323[i] = (void*)0;
                l_315 = &g_190[0][2][0];
                for (l_114 = 3; (l_114 >= 0); l_114 -= 1)
                {
                    int i, j;
                    if (l_213[(l_114 + 2)][l_114])
                    {
                        return (*p_86);
                    }
                    else
                    {
                        return (*g_60);
                    }
                }
                l_294 ^= ((*l_117) = ((p_87 , (safe_mul_func_int16_t_s_s(4L, (0x255F6B4EL | (*l_215))))) , (+(safe_unary_minus_func_int64_t_s((((p_87 = ((*g_217) | ((l_320 == l_320) && ((*l_325) |= ((*g_217) | ((l_324 = g_321[0]) != &g_60)))))) > (*g_135)) | 65535UL))))));
                g_263 = (safe_div_func_uint64_t_u_u(((((*l_215) = (l_329 = l_328)) > g_308) , ((safe_mul_func_int8_t_s_s((((safe_div_func_int8_t_s_s(((((((*l_112) = 65526UL) != ((((*l_334) = ((*l_117) |= 0x9D269989L)) , (safe_mod_func_int64_t_s_s(((!((safe_div_func_uint16_t_u_u(((l_340 = l_132) != (p_87 , l_112)), (safe_div_func_uint64_t_u_u(((safe_mod_func_int32_t_s_s((*l_117), (safe_rshift_func_int16_t_s_u(((((7UL == p_87) ^ (*l_215)) > p_87) > 0L), 6)))) <= (*g_60)), g_261)))) < (*l_215))) > (*l_215)), g_264))) | (*g_217))) < (*g_60)) | g_227[4][2].f0) < g_296), p_87)) & l_347) & 0x37419D22L), (*g_192))) > p_87)), g_121));
            }
            for (g_121 = 0; (g_121 <= (-1)); --g_121)
            {
                uint16_t l_361 = 0xBA5BL;
                uint64_t *l_395 = &l_221;
                for (g_264 = 0; (g_264 <= 3); g_264 += 1)
                {
                    int32_t l_354 = 0x812D9A46L;
                    int i, j;
                    (*l_117) |= (((((((((safe_mul_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_u((l_213[g_264][g_264] | (l_213[g_264][g_264] && (*p_86))), 5)) ^ (p_87 , (l_354 ^= l_213[g_264][g_264]))) && ((p_86 != p_86) | (l_355 != ((safe_sub_func_uint64_t_u_u(((safe_lshift_func_int16_t_s_u(p_87, 0)) ^ p_87), (*l_215))) , &l_324)))), g_262)) == l_361) , p_87) != 18446744073709551615UL) , 0x86063F79L) < p_87) >= p_87) <= p_87) & l_361);
                }
                l_294 &= ((*l_117) | (safe_sub_func_uint32_t_u_u(((*l_215) , ((+(safe_lshift_func_int8_t_s_u(((safe_unary_minus_func_uint64_t_u((((safe_sub_func_uint16_t_u_u(p_87, (safe_unary_minus_func_int8_t_s(((!(safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((*g_192), (0L && p_87))), ((+(((safe_add_func_int32_t_s_s((((safe_add_func_uint64_t_u_u(0x3F3D901C86657033LL, (((((*l_395) &= ((safe_lshift_func_int16_t_s_s(((safe_add_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u((p_87 & (((safe_rshift_func_int8_t_s_u((safe_rshift_func_uint8_t_u_u(((&g_217 != l_393) ^ p_87), 6)), 7)) == 0x17L) , 0xA5C7AFD3L)), 0x78EE6476L)) , p_87), 12)) | g_56), l_394)) | p_87), (*g_135))) >= l_361)) , 0x1BE3L) ^ p_87) , 0L))) ^ l_396[2]) , (*p_86)), p_87)) <= 0x7410D0AFCFC309F2LL) <= p_87)) , 0UL)))) && g_115))))) >= 0x35L) && l_361))) , (*l_215)), l_361))) , p_87)), (*g_60))));
                for (l_94 = (-28); (l_94 >= 50); l_94++)
                {
                    for (g_115 = 0; (g_115 <= (-4)); g_115--)
                    {
                        return (*g_60);
                    }
                }
            }
            (**l_355) = l_401;
        }
        (**l_355) = (void*)0;
        (*l_117) = ((g_115 = g_143[4][4]) && g_44[5]);
    }
    return (*p_86);
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_10, "g_10", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_44[i], "g_44[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_56, "g_56", print_hash_value);
    transparent_crc(g_115, "g_115", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_143[i][j], "g_143[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_163, "g_163", print_hash_value);
    transparent_crc(g_194, "g_194", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_227[i][j].f0, "g_227[i][j].f0", print_hash_value);
            transparent_crc(g_227[i][j].f4, "g_227[i][j].f4", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_261, "g_261", print_hash_value);
    transparent_crc(g_262, "g_262", print_hash_value);
    transparent_crc(g_263, "g_263", print_hash_value);
    transparent_crc(g_264, "g_264", print_hash_value);
    transparent_crc(g_296, "g_296", print_hash_value);
    transparent_crc(g_308, "g_308", print_hash_value);
    transparent_crc(g_312, "g_312", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_409[i], "g_409[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_410[i], "g_410[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_430[i], "g_430[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_432, "g_432", print_hash_value);
    transparent_crc(g_476, "g_476", print_hash_value);
    transparent_crc(g_478, "g_478", print_hash_value);
    transparent_crc(g_503, "g_503", print_hash_value);
    transparent_crc(g_575, "g_575", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_576[i], "g_576[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_598, "g_598", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_604[i][j], "g_604[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_689, "g_689", print_hash_value);
    transparent_crc(g_696, "g_696", print_hash_value);
    transparent_crc(g_715, "g_715", print_hash_value);
    transparent_crc(g_719, "g_719", print_hash_value);
    transparent_crc(g_721.f0, "g_721.f0", print_hash_value);
    transparent_crc(g_893, "g_893", print_hash_value);
    transparent_crc(g_901, "g_901", print_hash_value);
    transparent_crc(g_961, "g_961", print_hash_value);
    transparent_crc(g_962, "g_962", print_hash_value);
    transparent_crc(g_971, "g_971", print_hash_value);
    transparent_crc(g_972, "g_972", print_hash_value);
    transparent_crc(g_973, "g_973", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_974[i], "g_974[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_991.f0, "g_991.f0", print_hash_value);
    transparent_crc(g_991.f4, "g_991.f4", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1085[i], "g_1085[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1131.f0, "g_1131.f0", print_hash_value);
    transparent_crc(g_1131.f4, "g_1131.f4", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            transparent_crc(g_1133[i][j], "g_1133[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_1171.f0, "g_1171.f0", print_hash_value);
    transparent_crc(g_1182.f0, "g_1182.f0", print_hash_value);
    transparent_crc(g_1237.f0, "g_1237.f0", print_hash_value);
    transparent_crc(g_1237.f4, "g_1237.f4", print_hash_value);
    transparent_crc(g_1322, "g_1322", print_hash_value);
    transparent_crc(g_1364.f0, "g_1364.f0", print_hash_value);
    transparent_crc(g_1364.f4, "g_1364.f4", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_1435[i].f0, "g_1435[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_1473.f0, "g_1473.f0", print_hash_value);
    transparent_crc(g_1473.f4, "g_1473.f4", print_hash_value);
    transparent_crc(g_1498, "g_1498", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_1619[i][j][k].f0, "g_1619[i][j][k].f0", print_hash_value);
                transparent_crc(g_1619[i][j][k].f4, "g_1619[i][j][k].f4", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_1625.f0, "g_1625.f0", print_hash_value);
    transparent_crc(g_1669, "g_1669", print_hash_value);
    transparent_crc(g_1688.f0, "g_1688.f0", print_hash_value);
    transparent_crc(g_1705, "g_1705", print_hash_value);
    transparent_crc(g_1721, "g_1721", print_hash_value);
    transparent_crc(g_1774, "g_1774", print_hash_value);
    transparent_crc(g_1776.f0, "g_1776.f0", print_hash_value);
    transparent_crc(g_1803, "g_1803", print_hash_value);
    transparent_crc(g_1871, "g_1871", print_hash_value);
    transparent_crc(g_1985.f0, "g_1985.f0", print_hash_value);
    transparent_crc(g_1987.f0, "g_1987.f0", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_1996[i][j], "g_1996[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_2091.f0, "g_2091.f0", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_2112[i][j][k], "g_2112[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 1; j++)
        {
            transparent_crc(g_2242[i][j].f0, "g_2242[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_2281.f0, "g_2281.f0", print_hash_value);
    transparent_crc(g_2281.f4, "g_2281.f4", print_hash_value);
    transparent_crc(g_2316.f0, "g_2316.f0", print_hash_value);
    transparent_crc(g_2452.f0, "g_2452.f0", print_hash_value);
    transparent_crc(g_2452.f4, "g_2452.f4", print_hash_value);
    transparent_crc(g_2625, "g_2625", print_hash_value);
    transparent_crc(g_2628, "g_2628", print_hash_value);
    transparent_crc(g_2726.f0, "g_2726.f0", print_hash_value);
    transparent_crc(g_2762, "g_2762", print_hash_value);
    transparent_crc(g_2782.f0, "g_2782.f0", print_hash_value);
    transparent_crc(g_2792, "g_2792", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_2928[i], "g_2928[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
