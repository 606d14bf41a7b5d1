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
static int32_t g_3 = (-8L);
static const char g_banner[] = u8"csmith 2.3.0";
static volatile int32_t g_4 = (-1L);
static int32_t g_5 = 0xA485BF25L;
static volatile int32_t g_6 = 0x6EC79CF1L;
static int32_t g_7 = (-1L);
static uint64_t g_31 = 5UL;
static uint64_t g_57 = 0x35D5D909CC0F90B8LL;
static uint32_t g_74[10] = {0UL,18446744073709551606UL,0UL,0UL,18446744073709551606UL,0UL,0UL,18446744073709551606UL,0UL,0UL};
static uint32_t g_75 = 0x77A5C6A8L;
static int32_t g_79 = (-2L);
static uint64_t g_101 = 0x43AFF46A2FF81308LL;
static uint8_t g_103 = 1UL;
static int32_t *g_108 = &g_79;
static int8_t g_116 = (-9L);
static uint8_t g_137[4][3][9] = {{{0xC6L,0x6EL,0xB6L,0xB6L,0x6EL,0xC6L,0x6EL,0xB6L,0xB6L},{0x3CL,249UL,0xC9L,255UL,0xC9L,249UL,0x3CL,254UL,0x8AL},{3UL,0x6EL,3UL,0xC6L,0xC6L,3UL,0x6EL,3UL,0xC6L}},{{7UL,254UL,0xC9L,2UL,0x6DL,2UL,0xC9L,254UL,7UL},{0xC6L,3UL,0x6EL,3UL,0xC6L,0xC6L,3UL,0x6EL,3UL},{7UL,249UL,0x6DL,0x6FL,0x3CL,2UL,0x3CL,0x6FL,0x6DL}},{{0xC6L,0xC6L,3UL,0x6EL,3UL,0xC6L,0xC6L,3UL,0x6EL},{0x8AL,249UL,0x8AL,2UL,7UL,255UL,0x3CL,255UL,7UL},{0xB6L,3UL,3UL,0xB6L,0xBFL,0xB6L,3UL,3UL,0xB6L}},{{0xC9L,2UL,0x6DL,2UL,0xC9L,254UL,7UL,0x6FL,7UL},{3UL,0xBFL,0x6EL,0x6EL,0xBFL,3UL,0xBFL,0x6EL,0x6EL},{0xC9L,254UL,7UL,0x6FL,7UL,254UL,0xC9L,2UL,0x6DL}}};
static int32_t g_140 = 0x0D4F8A8DL;
static int8_t g_142[5][9][5] = {{{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)}},{{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL}},{{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)}},{{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)}},{{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)},{0x7BL,8L,0x7BL,8L,0x7BL},{(-1L),(-10L),(-10L),(-1L),(-1L)},{(-1L),8L,(-1L),8L,(-1L)},{(-1L),(-1L),(-10L),(-10L),(-1L)}}};
static int32_t g_144 = (-6L);
static uint8_t **g_206 = (void*)0;
static uint64_t *g_211 = &g_101;
static uint64_t **g_210 = &g_211;
static int64_t g_213 = (-1L);
static uint16_t g_231 = 1UL;
static uint16_t * volatile g_230 = &g_231;
static uint16_t * const volatile *g_229 = &g_230;
static int16_t g_257 = 3L;
static int16_t *g_256 = &g_257;
static int64_t g_264 = 0L;
static const int32_t g_271 = 0L;
static int32_t ** volatile * const *g_276 = (void*)0;
static int16_t g_313 = 1L;
static uint16_t g_344[8][9] = {{0xA4FEL,0xA08FL,0x7423L,0xCAF2L,65535UL,0x6241L,65535UL,0xCAF2L,0x7423L},{65535UL,65535UL,65535UL,9UL,3UL,65535UL,3UL,9UL,65535UL},{0xA4FEL,0xA08FL,0x7423L,0xCAF2L,65535UL,0x6241L,65535UL,0xCAF2L,0x7423L},{65535UL,65535UL,65535UL,9UL,3UL,65535UL,3UL,9UL,65535UL},{0xA4FEL,0xA08FL,0x7423L,0xCAF2L,65535UL,0x6241L,65535UL,0xCAF2L,0x7423L},{65535UL,65535UL,65535UL,9UL,3UL,65535UL,3UL,9UL,65535UL},{0xA4FEL,0xA08FL,0x7423L,0xCAF2L,65535UL,0x6241L,65535UL,0xCAF2L,0x7423L},{65535UL,65535UL,65535UL,9UL,3UL,65535UL,3UL,9UL,65535UL}};
static int32_t g_369[3] = {0L,0L,0L};
static uint32_t g_372 = 0x37B2A594L;
static uint32_t g_377[9][6][4] = {{{4294967295UL,0UL,0xD1303F42L,4294967295UL},{0x4257E867L,0x20B9DF3AL,4294967291UL,0x6378C7FCL},{0xD4E9E3D7L,4294967292UL,4294967289UL,0x6EC8754FL},{1UL,0UL,0x7D2C44DCL,4294967295UL},{4294967295UL,9UL,0UL,0xE6B636FBL},{4294967295UL,0x1AB3733DL,0xB909C929L,4294967287UL}},{{0UL,0xB3D6F203L,0x5831BF7CL,1UL},{0UL,0x5831BF7CL,4294967288UL,0x9B01D3FFL},{4294967287UL,0x65D56343L,0x99AD8B45L,0UL},{0xBCB8C2FDL,0UL,0xE6D73A53L,0UL},{4294967292UL,4294967295UL,1UL,0x07D07449L},{4294967295UL,4294967290UL,2UL,0x73FE96F0L}},{{0x81AE1D17L,1UL,0UL,0UL},{0UL,4294967295UL,0UL,0x65D56343L},{0xA4CD2656L,0UL,0x6378C7FCL,0UL},{0x65D56343L,0UL,0xA68A8199L,0UL},{0x6378C7FCL,0x93820914L,0xCCBCEDB0L,4294967295UL},{1UL,0x2195163EL,0x27975D88L,4294967291UL}},{{0xB909C929L,4294967295UL,0UL,0x6378C7FCL},{0xD8A42E7EL,0x836B1548L,0x20B9DF3AL,0x20B9DF3AL},{0UL,0UL,1UL,0x71A27B32L},{2UL,1UL,4294967286UL,8UL},{0x978253EBL,0xE6D73A53L,0UL,4294967286UL},{0xE6B636FBL,0xE6D73A53L,0UL,8UL}},{{0xE6D73A53L,1UL,0x69F01B2AL,0x71A27B32L},{0x27975D88L,0UL,0xAB276F40L,0x20B9DF3AL},{1UL,0x836B1548L,4294967295UL,0x6378C7FCL},{3UL,4294967295UL,0xE6B636FBL,4294967291UL},{0xA9BF9B34L,0x2195163EL,1UL,4294967295UL},{0UL,0x93820914L,0UL,0UL}},{{0x9B01D3FFL,0UL,0xBCB8C2FDL,0UL},{4294967292UL,0UL,1UL,0x65D56343L},{4294967295UL,4294967295UL,0x07D07449L,0UL},{4294967291UL,1UL,0x0B0445EAL,0x73FE96F0L},{0x6EC8754FL,4294967290UL,0x81AE1D17L,0x07D07449L},{0x27244318L,4294967295UL,0UL,0UL}},{{4294967289UL,0UL,4294967295UL,0UL},{0x9BE326FBL,0x65D56343L,0x93820914L,0x9B01D3FFL},{8UL,0x5831BF7CL,0UL,1UL},{3UL,0xB3D6F203L,0xD4E9E3D7L,4294967287UL},{0x7D2C44DCL,0x1AB3733DL,0x64315EF9L,0xE6B636FBL},{0xA68A8199L,9UL,0xA4CD2656L,4294967295UL}},{{0xE70221A4L,0UL,0xD8A42E7EL,0x6EC8754FL},{4294967295UL,4294967292UL,4294967291UL,0x5AF3069DL},{0xD1303F42L,4294967287UL,4294967295UL,4294967295UL},{9UL,1UL,9UL,2UL},{0xAB276F40L,4294967295UL,1UL,0x111A3A43L},{4294967290UL,0UL,0xBF8DC90AL,4294967295UL}},{{0x2195163EL,0x6378C7FCL,0xBF8DC90AL,0x27244318L},{4294967290UL,0UL,1UL,0x9BE326FBL},{4294967295UL,0xB3D6F203L,4294967292UL,1UL},{4294967292UL,1UL,0xE70221A4L,1UL},{3UL,4294967289UL,6UL,0x9A35B7D9L},{0x804372C9L,0x93820914L,4294967295UL,0xE6D73A53L}}};
static uint64_t g_423 = 0x72AAAE91A633002CLL;
static const int32_t *g_426 = &g_79;
static int32_t * volatile * const g_447 = &g_108;
static int32_t * volatile * const *g_446 = &g_447;
static int16_t g_448 = 0xD4AAL;
static uint8_t g_461 = 255UL;
static uint16_t g_507 = 65533UL;
static uint32_t *g_523 = &g_377[0][4][3];
static int8_t g_537 = 0x2FL;
static int32_t g_538 = 0x9C9CB84AL;
static int32_t g_540[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static int16_t g_545 = 0x7D1BL;
static uint32_t g_547 = 0xC49EA2DBL;
static uint32_t g_597 = 7UL;
static uint8_t g_700[4] = {5UL,5UL,5UL,5UL};
static int16_t g_723 = 6L;
static int16_t g_724 = 0xA00FL;
static int8_t g_727[6] = {6L,6L,(-10L),6L,6L,(-10L)};
static int32_t g_824 = (-6L);
static int32_t g_826[1][3] = {{(-3L),(-3L),(-3L)}};
static int32_t g_827 = (-1L);
static uint64_t g_883 = 0x1B26DFE7BFC7EE09LL;
static uint32_t g_885 = 4294967289UL;
static uint32_t g_905 = 0x54FDBEE3L;
static uint16_t g_950 = 65535UL;
static uint16_t * const g_949 = &g_950;
static uint16_t * const *g_948[9] = {&g_949,&g_949,&g_949,&g_949,&g_949,&g_949,&g_949,&g_949,&g_949};
static const uint64_t g_963 = 0x6AF00F9E152D52DALL;
static uint8_t *g_1070 = (void*)0;
static uint32_t g_1092 = 0x98F7D1E3L;
static int8_t g_1161 = (-6L);
static uint32_t g_1296 = 0x32F9041FL;
static int64_t *g_1369 = &g_213;
static int64_t ** volatile g_1368[6] = {&g_1369,&g_1369,&g_1369,&g_1369,&g_1369,&g_1369};
static int64_t ** volatile * const volatile g_1370 = &g_1368[2];
static volatile int64_t g_1384 = 3L;
static volatile int64_t * volatile g_1383 = &g_1384;
static volatile int64_t * volatile *g_1382 = &g_1383;
static volatile int64_t * volatile **g_1381 = &g_1382;
static volatile int8_t g_1446[9][3] = {{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)},{(-8L),(-8L),(-8L)}};
static volatile int8_t *g_1445 = &g_1446[8][1];
static volatile int8_t ** const g_1444 = &g_1445;
static int16_t func_1(void);
static int32_t * func_8(int32_t p_9, int32_t * p_10, uint32_t p_11);
static int8_t func_20(int32_t p_21, uint8_t p_22, int32_t p_23);
static int64_t func_32(int16_t p_33, int16_t p_34);
static int32_t * func_38(uint32_t p_39, int32_t * p_40, uint32_t p_41);
static int32_t * func_43(const uint32_t p_44, int32_t p_45);
static int32_t * const func_46(int32_t p_47);
static int64_t func_50(int32_t p_51, uint64_t * p_52, int16_t p_53, uint64_t * p_54, uint64_t * p_55);
static int32_t func_59(int32_t * p_60, uint16_t p_61);
static int16_t func_69(uint32_t p_70, const uint8_t p_71);
static int16_t func_1(void)
{
    int32_t l_2[2];
    int8_t l_27 = 0x64L;
    const uint8_t *l_1304 = (void*)0;
    int32_t l_1326 = 0x9F1C52DBL;
    int16_t l_1357 = (-1L);
    uint16_t l_1358 = 0x1415L;
    uint8_t l_1386 = 0UL;
    int32_t ****l_1443[3];
    int i;
    for (i = 0; i < 2; i++)
        l_2[i] = 0x99FF6065L;
    for (i = 0; i < 3; i++)
        l_1443[i] = (void*)0;
    for (g_3 = 1; (g_3 >= 0); g_3 -= 1)
    {
        int32_t *l_12[8][2] = {{&g_3,(void*)0},{(void*)0,(void*)0},{&g_3,(void*)0},{(void*)0,(void*)0},{&g_3,(void*)0},{(void*)0,(void*)0},{&g_3,(void*)0},{(void*)0,(void*)0}};
        uint16_t *l_1301 = &g_344[4][1];
        uint16_t **l_1300 = &l_1301;
        uint16_t ***l_1299 = &l_1300;
        uint8_t *l_1306 = (void*)0;
        int16_t **l_1347 = &g_256;
        uint32_t l_1356 = 8UL;
        uint32_t *l_1365[8];
        uint32_t **l_1364[4] = {&l_1365[4],&l_1365[4],&l_1365[4],&l_1365[4]};
        uint64_t *l_1385[2];
        int32_t **l_1416 = &g_108;
        int32_t ***l_1415 = &l_1416;
        uint16_t l_1426 = 0xD29CL;
        volatile int8_t **l_1447 = &g_1445;
        uint8_t l_1466[6][3][8] = {{{246UL,0x2DL,0UL,255UL,0xECL,255UL,0UL,0x2DL},{1UL,0x9FL,0xECL,0x0FL,0x05L,0UL,0x2DL,0xAFL},{0UL,0x34L,252UL,0UL,1UL,247UL,0x2DL,6UL}},{{0x27L,0UL,0xECL,0UL,0UL,0xECL,0UL,0x27L},{0UL,0xECL,0UL,0x27L,250UL,0x0FL,0UL,248UL},{0UL,252UL,0x34L,0UL,0x27L,0x0FL,0UL,255UL}},{{0x0FL,0xECL,0x9FL,1UL,0x9FL,0xECL,0x0FL,0x05L},{255UL,0UL,0x2DL,246UL,0UL,247UL,0x34L,250UL},{0x1DL,0x34L,246UL,248UL,0UL,0UL,1UL,1UL}},{{255UL,0x9FL,250UL,250UL,0x9FL,255UL,6UL,0x1DL},{0x0FL,0x2DL,0x1DL,0xECL,0x27L,0xAFL,247UL,0x65L},{0UL,246UL,6UL,0xECL,0x05L,0x2DL,248UL,0x2DL}},{{0x1DL,0x05L,1UL,0x05L,0x1DL,0x9FL,0UL,247UL},{0UL,0x2DL,246UL,0UL,247UL,0x34L,250UL,0x05L},{1UL,255UL,246UL,0x27L,0x65L,0UL,0UL,0x65L}},{{247UL,1UL,1UL,247UL,0UL,0xECL,248UL,250UL},{0x27L,246UL,255UL,1UL,0xECL,252UL,6UL,0UL},{0UL,246UL,0x2DL,0UL,255UL,0xECL,255UL,0UL}}};
        int i, j, k;
        for (i = 0; i < 8; i++)
            l_1365[i] = &g_597;
        for (i = 0; i < 2; i++)
            l_1385[i] = &g_883;
        for (g_5 = 0; (g_5 <= 1); g_5 += 1)
        {
            int32_t l_19 = 0xD82C32B9L;
            int32_t l_1290 = 7L;
            int32_t l_1292 = (-9L);
            int32_t l_1294 = 0xB2BCB22AL;
            int32_t l_1295 = 0x9AF61A0CL;
            const uint8_t **l_1305 = &l_1304;
            int16_t *l_1325 = &g_723;
            int i;
            for (g_7 = 0; (g_7 <= 1); g_7 += 1)
            {
                uint64_t *l_28 = (void*)0;
                uint64_t *l_29 = (void*)0;
                uint64_t *l_30 = &g_31;
                int32_t l_1291 = 0L;
                int32_t l_1293 = 0xF87D8571L;
                int i;
            }
        }
        for (g_31 = (-17); (g_31 >= 12); ++g_31)
        {
            const uint8_t l_1417 = 255UL;
            uint64_t *l_1425 = &g_31;
            int32_t l_1448 = 7L;
            uint32_t l_1450 = 0xD2428D43L;
            uint64_t l_1465[6] = {0x9608D6FC6A52F71ELL,0x9608D6FC6A52F71ELL,0x9608D6FC6A52F71ELL,0x9608D6FC6A52F71ELL,0x9608D6FC6A52F71ELL,0x9608D6FC6A52F71ELL};
            int i;
            (**g_447) = l_1357;
            for (g_7 = 0; (g_7 < (-23)); g_7 = safe_sub_func_uint32_t_u_u(g_7, 8))
            {
                int8_t l_1393[5] = {0xC7L,0xC7L,0xC7L,0xC7L,0xC7L};
                int8_t *l_1407 = (void*)0;
                int8_t *l_1408 = &g_1161;
                uint8_t *l_1413 = (void*)0;
                int32_t l_1414 = 0xE198B068L;
                int8_t l_1418 = (-9L);
                uint8_t l_1419 = 255UL;
                uint64_t *l_1424 = &g_57;
                int i;
                (**g_447) = (safe_rshift_func_uint8_t_u_u(l_1393[1], 4));
                if ((((g_727[2] < (g_537 |= ((safe_lshift_func_uint8_t_u_u((safe_div_func_uint32_t_u_u(4294967295UL, (((((safe_sub_func_uint32_t_u_u(((safe_mul_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((*g_230), (!(g_142[3][3][4] = ((safe_mul_func_int8_t_s_s(((*l_1408) = (((*l_1347) = (void*)0) != &l_1357)), (+((((safe_sub_func_int8_t_s_s((((~((***g_446) = 0x295A0C12L)) , (l_1414 |= (g_727[4] < (((((g_826[0][2] && l_1393[1]) != 4294967295UL) , l_1357) != (-6L)) < 0UL)))) >= 0xB0L), 1UL)) , (void*)0) == l_1415) <= l_1393[1])))) ^ l_1417))))), 2L)) < l_1357), 0L)) >= l_1418) >= (*g_1369)) == 65530UL) & (*g_1369)))), 0)) || l_1414))) ^ l_1417) ^ l_1419))
                {
                    uint32_t l_1431 = 1UL;
                    int32_t l_1449[8][5] = {{0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L},{0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L},{0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L},{0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L},{0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L},{0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L},{0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L,0x7E408EA6L},{0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L,0x0EC8A466L}};
                    int i, j;
                    l_1447 = ((((safe_add_func_uint32_t_u_u((((safe_sub_func_uint64_t_u_u((((l_1424 = ((*g_210) = (*g_210))) != l_1425) ^ (((*g_230) , (**g_447)) && (l_1426 > ((((safe_rshift_func_int8_t_s_u(((((safe_add_func_int8_t_s_s(l_1431, ((safe_mod_func_int8_t_s_s(((safe_mul_func_int16_t_s_s(((+(3L | l_1393[1])) != (((safe_add_func_uint8_t_u_u((safe_sub_func_int32_t_s_s((safe_sub_func_int64_t_s_s((l_1431 , (*g_1369)), l_1431)), l_1417)), 0x21L)) | l_1431) <= (***g_1370))), l_1386)) <= g_1161), l_1418)) == 0xE23CL))) || 0xFCC81F2BL) , l_1443[2]) == (void*)0), g_377[4][1][0])) , &g_372) != (void*)0) == (*g_523))))), l_1417)) != (*g_426)) <= (**l_1416)), (*g_523))) , (**g_210)) >= 0L) , g_1444);
                    ++l_1450;
                }
                else
                {
                    return g_369[0];
                }
            }
            (***g_446) = (l_1466[1][1][5] ^= ((safe_mul_func_int8_t_s_s((***l_1415), (-1L))) != ((safe_div_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u((((***g_1381) == (safe_mul_func_int8_t_s_s(0L, (((safe_rshift_func_uint8_t_u_s((0x20L & l_1417), 4)) , (g_257 ^= (0UL > (g_423 , (safe_mul_func_int16_t_s_s(((((((((0x25D548E886EB576BLL ^ (**g_210)) , l_1450) , 0UL) > (*g_1369)) < 0x133A70C4678C41CCLL) || 255UL) <= 0xD19F3CFCL) ^ (*g_949)), g_213)))))) != 0xE018L)))) <= l_1465[1]), (***g_446))), (**l_1416))) < 0x7E4CL)));
        }
    }
    return g_826[0][2];
}
static int32_t * func_8(int32_t p_9, int32_t * p_10, uint32_t p_11)
{
    int32_t *l_929[6][4][8] = {{{&g_538,(void*)0,&g_79,&g_5,&g_5,&g_140,&g_7,&g_140},{(void*)0,&g_826[0][0],&g_140,&g_538,(void*)0,&g_7,&g_826[0][2],&g_140},{&g_5,(void*)0,&g_5,(void*)0,&g_826[0][2],(void*)0,&g_538,&g_826[0][2]},{&g_826[0][1],&g_5,&g_7,&g_826[0][1],&g_538,&g_3,&g_5,&g_824}},{{(void*)0,&g_826[0][1],&g_3,&g_826[0][2],&g_7,&g_826[0][0],&g_824,&g_826[0][0]},{(void*)0,&g_144,&g_144,&g_144,(void*)0,&g_826[0][2],&g_5,&g_826[0][2]},{&g_3,&g_5,&g_538,&g_140,&g_538,(void*)0,&g_826[0][1],&g_144},{&g_824,&g_144,&g_538,(void*)0,&g_144,&g_7,&g_5,&g_826[0][2]}},{{&g_538,(void*)0,&g_144,&g_826[0][2],&g_144,&g_140,&g_824,(void*)0},{&g_5,(void*)0,&g_3,&g_826[0][1],(void*)0,&g_140,&g_5,&g_538},{(void*)0,&g_3,&g_7,(void*)0,&g_140,&g_826[0][2],&g_538,&g_826[0][1]},{&g_826[0][1],&g_7,(void*)0,&g_538,&g_538,(void*)0,&g_7,&g_826[0][1]}},{{&g_5,&g_826[0][1],(void*)0,&g_826[0][2],&g_5,&g_826[0][1],&g_3,&g_3},{&g_826[0][1],&g_79,&g_140,&g_7,&g_826[0][2],&g_826[0][1],&g_140,&g_79},{&g_824,&g_826[0][1],&g_826[0][2],&g_826[0][2],&g_7,(void*)0,&g_5,&g_140},{&g_79,&g_7,&g_7,&g_144,&g_824,&g_5,&g_144,&g_538}},{{&g_5,&g_144,&g_79,&g_144,&g_824,(void*)0,&g_140,&g_3},{&g_140,(void*)0,&g_826[0][2],&g_826[0][1],&g_79,(void*)0,&g_79,&g_826[0][1]},{(void*)0,&g_3,(void*)0,&g_3,&g_826[0][0],&g_79,&g_826[0][1],&g_538},{&g_826[0][2],&g_5,&g_3,&g_5,&g_140,&g_5,&g_826[0][0],&g_140}},{{&g_826[0][2],&g_79,&g_826[0][2],&g_826[0][2],&g_826[0][0],&g_140,&g_826[0][1],&g_826[0][1]},{(void*)0,&g_3,&g_144,&g_826[0][1],&g_79,&g_79,&g_79,&g_3},{&g_140,&g_826[0][2],&g_3,&g_3,&g_824,&g_144,&g_826[0][2],&g_144},{&g_5,&g_79,(void*)0,&g_538,&g_824,(void*)0,&g_3,&g_3}}};
    int16_t *l_976 = &g_313;
    int32_t l_988[2];
    const uint32_t l_1037 = 0x6EB811FFL;
    int16_t l_1044[1][5][2] = {{{7L,7L},{7L,7L},{7L,7L},{7L,7L},{7L,7L}}};
    uint32_t l_1089 = 0UL;
    int8_t *l_1110 = &g_116;
    int8_t **l_1109 = &l_1110;
    const uint32_t *l_1132 = &g_74[3];
    const uint32_t **l_1131 = &l_1132;
    uint16_t *l_1171 = &g_344[5][8];
    uint16_t **l_1170 = &l_1171;
    uint64_t l_1231 = 18446744073709551615UL;
    uint32_t *l_1263 = &g_74[3];
    const int8_t l_1267 = 8L;
    uint8_t *l_1278 = (void*)0;
    uint8_t *l_1279 = &g_137[0][0][1];
    uint8_t *l_1280 = &g_103;
    int64_t *l_1285 = &g_264;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_988[i] = 0x569FFD9FL;
    return &g_3;
}
static int8_t func_20(int32_t p_21, uint8_t p_22, int32_t p_23)
{
    int32_t l_888 = 0x94C5A190L;
    int8_t *l_893[6][3] = {{&g_537,&g_537,&g_537},{&g_116,&g_116,&g_116},{&g_537,&g_537,&g_537},{&g_116,&g_116,&g_116},{&g_537,&g_537,&g_537},{&g_116,&g_116,&g_116}};
    int32_t l_894 = 0x2B224EF0L;
    uint8_t *l_903[7][8] = {{&g_700[2],(void*)0,(void*)0,(void*)0,(void*)0,&g_700[2],&g_103,(void*)0},{&g_461,(void*)0,&g_700[2],&g_700[2],&g_137[0][0][1],&g_700[2],&g_137[0][0][1],&g_700[2]},{&g_137[0][0][1],&g_700[2],&g_137[0][0][1],&g_700[2],&g_700[2],(void*)0,&g_461,(void*)0},{&g_103,&g_700[2],(void*)0,(void*)0,(void*)0,(void*)0,&g_700[2],&g_103},{&g_103,&g_700[2],(void*)0,&g_137[0][0][1],&g_700[2],&g_461,(void*)0,&g_461},{&g_137[0][0][1],&g_700[2],(void*)0,&g_700[2],&g_137[0][0][1],&g_461,&g_700[2],&g_700[2]},{&g_461,&g_700[2],&g_700[2],&g_103,(void*)0,(void*)0,&g_103,&g_700[2]}};
    int32_t l_904[1];
    int32_t **l_912 = (void*)0;
    uint16_t *l_921 = &g_344[5][1];
    uint16_t **l_920 = &l_921;
    uint16_t ***l_919 = &l_920;
    int64_t l_922[4][8] = {{(-1L),1L,(-1L),0x5EC4B87739C0CC38LL,0L,0x0A847FF2F6B8F695LL,0x0A847FF2F6B8F695LL,0L},{0L,0x0A847FF2F6B8F695LL,0x0A847FF2F6B8F695LL,0L,0x5EC4B87739C0CC38LL,(-1L),0L,(-1L)},{0L,0x3B21FA42B270334FLL,1L,0x3B21FA42B270334FLL,0L,1L,(-1L),(-1L)},{(-1L),0x3B21FA42B270334FLL,0x5EC4B87739C0CC38LL,0x5EC4B87739C0CC38LL,0x3B21FA42B270334FLL,(-1L),0x0A847FF2F6B8F695LL,0x3B21FA42B270334FLL}};
    int i, j;
    for (i = 0; i < 1; i++)
        l_904[i] = (-1L);
    (***g_446) = (safe_mod_func_int32_t_s_s((0xE9EDL != (l_888 ^ (l_894 = ((g_377[4][1][0] || ((--g_74[9]) , (safe_mul_func_int16_t_s_s((*g_256), (l_888 == p_23))))) | (**g_229))))), (((safe_mul_func_int8_t_s_s((((l_904[0] |= (p_22 , (safe_mul_func_uint8_t_u_u((safe_add_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(p_21, (*g_523))), 0xEC98B66774C897CBLL)), g_137[1][0][7])))) <= l_888) & 0L), l_888)) ^ l_888) , g_905)));
    (*g_108) = (***g_446);
    if ((safe_mul_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_s((safe_rshift_func_uint8_t_u_u((l_912 == (void*)0), p_21)), 8)) , p_21) | ((((safe_mod_func_uint64_t_u_u((((safe_lshift_func_uint16_t_u_s(0UL, (safe_sub_func_int64_t_s_s(p_21, ((void*)0 == l_919))))) && (0x45L || p_23)) , p_23), 0x8952FAF44C5FA0D1LL)) != 0x6DL) < l_922[1][4]) <= g_101)), g_142[3][7][2])))
    {
        int32_t l_923 = 0x6939F592L;
        int32_t *l_924 = &l_894;
        int32_t *l_925[10][5][5] = {{{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]}},{{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894}},{{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]}},{{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894}},{{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]}},{{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894}},{{&g_5,&l_904[0],&l_904[0],&l_904[0],&l_904[0]},{&g_7,&l_894,&g_538,&g_538,&l_894},{&g_5,&g_538,&l_904[0],&l_904[0],&g_538},{&g_826[0][2],&g_144,&l_894,&l_894,&g_144},{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538}},{{&g_826[0][2],&g_144,&l_894,&l_894,&g_144},{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538},{&g_826[0][2],&g_144,&l_894,&l_894,&g_144},{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538},{&g_826[0][2],&g_144,&l_894,&l_894,&g_144}},{{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538},{&g_826[0][2],&g_144,&l_894,&l_894,&g_144},{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538},{&g_826[0][2],&g_144,&l_894,&l_894,&g_144},{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538}},{{&g_826[0][2],&g_144,&l_894,&l_894,&g_144},{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538},{&g_826[0][2],&g_144,&l_894,&l_894,&g_144},{(void*)0,&g_538,&l_904[0],&l_904[0],&g_538},{&g_826[0][2],&g_144,&l_894,&l_894,&g_144}}};
        uint8_t l_926 = 255UL;
        int i, j, k;
        l_926++;
    }
    else
    {
        return g_142[4][1][3];
    }
    return g_257;
}
static int64_t func_32(int16_t p_33, int16_t p_34)
{
    int16_t l_42 = 0xE311L;
    int32_t *l_877 = &g_826[0][0];
    int32_t *l_878[3];
    int32_t **l_879 = &l_878[0];
    int32_t *l_881 = (void*)0;
    int32_t **l_880 = &l_881;
    uint64_t *l_882[4][2][1];
    int32_t l_884 = 0x45B65BA8L;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_878[i] = &g_7;
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 1; k++)
                l_882[i][j][k] = &g_883;
        }
    }
    l_884 = ((+p_34) < ((((g_4 == (safe_add_func_uint16_t_u_u(((l_877 = func_38(l_42, func_43(g_5, p_34), g_369[0])) != ((*l_880) = ((*l_879) = l_878[1]))), (-10L)))) , (*g_210)) == l_882[0][1][0]) >= p_33));
    return g_597;
}
static int32_t * func_38(uint32_t p_39, int32_t * p_40, uint32_t p_41)
{
    int32_t l_842 = 0x89A82484L;
    int32_t l_843 = 8L;
    int16_t l_849 = 1L;
    uint16_t l_850 = 0x596FL;
    int64_t *l_873 = &g_264;
    uint16_t l_876 = 0xE919L;
    for (g_507 = 0; (g_507 > 47); g_507 = safe_add_func_int64_t_s_s(g_507, 4))
    {
        int32_t *l_837 = (void*)0;
        int32_t *l_838 = &g_79;
        int32_t *l_839 = &g_826[0][2];
        int32_t *l_840 = &g_140;
        int32_t *l_841 = &g_144;
        int32_t *l_844 = &g_826[0][2];
        int32_t *l_845 = &g_140;
        int32_t *l_846 = &g_824;
        int32_t *l_847 = &g_824;
        int32_t *l_848[1][10][3] = {{{&g_824,(void*)0,&g_3},{&g_826[0][0],&g_144,&g_826[0][0]},{&l_843,(void*)0,&g_826[0][1]},{&l_842,(void*)0,&l_842},{(void*)0,&g_144,&g_140},{(void*)0,(void*)0,(void*)0},{(void*)0,&g_79,&g_824},{&l_842,&g_3,&g_824},{&l_843,&g_824,(void*)0},{&g_826[0][0],&l_842,&g_140}}};
        int i, j, k;
        --l_850;
        return p_40;
    }
    l_843 ^= (safe_add_func_int64_t_s_s(((safe_mod_func_uint32_t_u_u(((safe_rshift_func_uint8_t_u_s((safe_mod_func_int64_t_s_s((((**g_210) = (safe_rshift_func_int8_t_s_s(g_7, ((((-1L) & (safe_add_func_int8_t_s_s(g_827, (safe_mul_func_uint16_t_u_u((18446744073709551609UL >= (safe_lshift_func_uint8_t_u_u(0UL, ((safe_rshift_func_int8_t_s_s((l_873 == ((safe_div_func_uint64_t_u_u(l_842, (*g_211))) , &g_213)), l_850)) != l_849)))), l_849))))) & l_850) || 0x3049L)))) , 0L), 0x4ED39C5718A6E20ALL)), 5)) > l_876), (*g_523))) , l_850), p_39));
    return &g_826[0][0];
}
static int32_t * func_43(const uint32_t p_44, int32_t p_45)
{
    int32_t **l_833 = &g_108;
    int32_t *l_834[6][3][5] = {{{&g_140,&g_7,&g_5,&g_7,&g_826[0][2]},{&g_826[0][2],&g_79,(void*)0,&g_140,&g_826[0][2]},{&g_7,&g_140,&g_5,&g_826[0][2],&g_5}},{{&g_7,&g_7,&g_79,&g_824,(void*)0},{&g_826[0][2],(void*)0,(void*)0,&g_7,(void*)0},{&g_5,&g_5,&g_7,(void*)0,&g_5}},{{&g_79,(void*)0,&g_826[0][2],&g_826[0][2],(void*)0},{&g_826[0][2],&g_7,&g_140,&g_826[0][2],&g_7},{(void*)0,&g_140,&g_79,&g_79,&g_7}},{{&g_824,&g_79,&g_5,&g_5,&g_79},{(void*)0,&g_7,&g_826[0][2],&g_7,(void*)0},{&g_826[0][2],&g_79,&g_79,&g_5,&g_7}},{{&g_79,&g_140,&g_826[0][2],&g_140,&g_79},{&g_5,(void*)0,(void*)0,&g_79,&g_7},{&g_826[0][2],&g_140,&g_826[0][0],&g_140,&g_7}},{{&g_5,&g_7,&g_79,(void*)0,&g_79},{(void*)0,&g_7,&g_79,(void*)0,&g_79},{&g_79,&g_826[0][2],(void*)0,(void*)0,(void*)0}}};
    int i, j, k;
    (*l_833) = func_46(p_44);
    g_79 &= (**l_833);
    return (*l_833);
}
static int32_t * const func_46(int32_t p_47)
{
    uint64_t *l_56[1];
    int32_t *l_62 = &g_7;
    int32_t *l_823 = &g_824;
    int32_t *l_825[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
    uint16_t l_828 = 0x45D6L;
    int i;
    for (i = 0; i < 1; i++)
        l_56[i] = &g_57;
    (*l_823) |= (safe_lshift_func_uint8_t_u_s((func_50(p_47, l_56[0], (!0xD30FA2E85C68AB8ALL), (func_59(l_62, (*l_62)) , (*g_210)), (*g_210)) ^ (*l_62)), 4));
    ++l_828;
    g_144 ^= ((((((**g_210) | (((void*)0 == l_825[6]) || (((p_47 , &g_211) != &l_56[0]) == ((safe_rshift_func_int16_t_s_s(p_47, 3)) , ((g_826[0][2] = ((*l_823) = ((65535UL == (((void*)0 != l_825[6]) , (-3L))) , 0xD25E2E64L))) <= p_47))))) && 0L) >= 0xC7L) > p_47) , 1L);
    return &g_538;
}
static int64_t func_50(int32_t p_51, uint64_t * p_52, int16_t p_53, uint64_t * p_54, uint64_t * p_55)
{
    int32_t *l_821 = &g_538;
    int32_t *l_822[3][5] = {{(void*)0,&g_3,(void*)0,&g_538,&g_538},{(void*)0,&g_3,(void*)0,&g_538,&g_538},{(void*)0,&g_3,(void*)0,&g_538,&g_538}};
    int i, j;
    l_821 = l_821;
    l_821 = l_822[0][3];
    return p_51;
}
static int32_t func_59(int32_t * p_60, uint16_t p_61)
{
    int64_t l_72 = (-1L);
    uint32_t *l_73[8] = {&g_74[3],(void*)0,(void*)0,&g_74[3],(void*)0,(void*)0,&g_74[3],(void*)0};
    int16_t *l_457 = &g_313;
    uint8_t *l_460 = &g_461;
    uint64_t l_462 = 18446744073709551612UL;
    int32_t *l_463[1];
    int8_t l_464 = 0xC7L;
    int32_t ** const *l_466 = (void*)0;
    int32_t ** const **l_465 = &l_466;
    uint8_t ** const l_468 = &l_460;
    uint32_t *l_485 = &g_75;
    int32_t l_595 = 0xD087B2B1L;
    uint32_t ** const l_602 = (void*)0;
    const uint16_t *l_698 = (void*)0;
    const uint16_t **l_697 = &l_698;
    const uint16_t ***l_696[1];
    int16_t l_778 = 1L;
    uint8_t *l_814 = &g_137[3][2][7];
    int i;
    for (i = 0; i < 1; i++)
        l_463[i] = &g_144;
    for (i = 0; i < 1; i++)
        l_696[i] = &l_697;
    l_464 = ((safe_div_func_uint64_t_u_u(((*g_211) = (safe_sub_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((p_61 <= 1L), func_69((g_74[3] |= l_72), (++g_75)))), (safe_add_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((g_369[0] | (safe_mod_func_int32_t_s_s(((safe_rshift_func_uint8_t_u_u(((void*)0 != l_457), 7)) | (1UL != ((void*)0 == l_460))), (*p_60)))) || p_61), p_61)), l_462))))), 1L)) < 0UL);
lbl_529:
    g_79 = 0xC2173ECCL;
    if (((void*)0 != l_465))
    {
        uint8_t **l_467 = &l_460;
        int32_t l_473 = (-8L);
        int64_t l_478 = 0x54AF4DB1DD866D59LL;
        int64_t l_479[3];
        uint16_t **l_551 = (void*)0;
        uint16_t ***l_550 = &l_551;
        int32_t **l_568 = (void*)0;
        uint32_t ** const l_603[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
        const uint32_t *l_623 = &g_74[3];
        const int64_t l_640 = (-1L);
        const uint64_t l_641 = 0x2350523AB2DB70A0LL;
        uint16_t l_658 = 0x5C2AL;
        int32_t l_660 = (-9L);
        int32_t l_662 = (-1L);
        uint32_t l_663 = 1UL;
        int i;
        for (i = 0; i < 3; i++)
            l_479[i] = 0xA7199D1877FEE7BALL;
        if (((l_467 != l_468) & (((void*)0 == &g_256) <= (safe_mod_func_int8_t_s_s((safe_mul_func_int16_t_s_s((l_473 , p_61), (g_344[5][8] = ((safe_add_func_int8_t_s_s(((safe_mod_func_int64_t_s_s((((g_137[0][0][1] , l_467) != (void*)0) == l_478), p_61)) , p_61), g_137[0][1][4])) > l_479[2])))), 3UL)))))
        {
            uint16_t *l_480 = &g_231;
            uint32_t *l_484 = &g_372;
            uint32_t **l_483[7][4] = {{&l_484,&l_484,&l_484,&l_484},{&l_484,&l_484,&l_484,&l_484},{&l_484,&l_484,&l_484,&l_484},{&l_484,&l_484,&l_484,&l_484},{&l_484,&l_484,&l_484,&l_484},{&l_484,&l_484,&l_484,&l_484},{&l_484,&l_484,&l_484,&l_484}};
            int64_t *l_499 = &l_479[2];
            int32_t l_504[4][5] = {{(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),0x166110EFL,(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L)}};
            uint8_t l_505 = 0xFEL;
            uint16_t *l_506 = &g_507;
            int i, j;
            g_144 = (p_60 != &g_369[0]);
            if ((l_473 = (((*l_480)--) && ((l_485 = l_73[7]) != (((((**g_210) ^= p_61) , ((*l_506) |= (((((safe_unary_minus_func_uint16_t_u(((g_377[7][0][3]--) | ((safe_sub_func_uint16_t_u_u((safe_div_func_int64_t_s_s((safe_mod_func_int16_t_s_s(0xB6D5L, (safe_add_func_uint32_t_u_u((((safe_div_func_uint16_t_u_u((((l_473 ^ ((*l_499) = p_61)) , ((((p_61 != (((((p_61 == (*g_426)) <= (safe_rshift_func_uint16_t_u_s(((*l_480) ^= (safe_lshift_func_int8_t_s_s(0xEEL, l_504[3][1]))), l_505))) ^ p_61) < l_479[2]) , l_505)) , l_505) & g_344[6][3]) > g_5)) > 4294967295UL), l_504[3][1])) , g_344[5][8]) <= l_473), 0x1187C0E5L)))), g_423)), p_61)) && (*p_60))))) < 0x410A8A78L) == l_473) && l_504[3][1]) ^ p_61))) >= 0x7C5FL) , &g_377[4][1][0])))))
            {
                return l_479[2];
            }
            else
            {
                for (l_473 = 0; (l_473 > 19); ++l_473)
                {
                    return l_473;
                }
            }
        }
        else
        {
            uint32_t l_526 = 0x31418F0FL;
            int32_t l_531 = (-2L);
            int32_t l_534 = 0x2BD6E1FDL;
            int32_t l_541 = 0xBFE80459L;
            int32_t l_542 = 0L;
            int32_t l_544 = 1L;
            int16_t l_553 = 0L;
            int16_t l_625 = 0xEE36L;
            uint32_t l_686 = 0x4A50C52BL;
            uint16_t l_701 = 0UL;
            int32_t l_725 = 0xE5600ACDL;
            int16_t l_726 = 0xD6A1L;
            int32_t l_728 = (-7L);
            for (g_103 = (-8); (g_103 == 43); g_103 = safe_add_func_int64_t_s_s(g_103, 7))
            {
                int16_t l_517 = 9L;
                uint32_t **l_522 = (void*)0;
                int8_t *l_524 = &l_464;
                int32_t l_525 = (-1L);
                int32_t l_532 = 1L;
                int32_t l_539 = 0xB2B34BF2L;
                int32_t l_543 = 0x1A6DAA9EL;
                int32_t l_546[4][8] = {{5L,(-1L),1L,1L,(-1L),5L,0xD40DEF01L,(-1L)},{0x3D8DC3B8L,1L,5L,0x964C4C85L,7L,0L,7L,0x964C4C85L},{7L,0L,7L,0x964C4C85L,5L,1L,0x3D8DC3B8L,(-1L)},{0xD40DEF01L,5L,(-1L),1L,1L,(-1L),5L,0xD40DEF01L}};
                uint32_t l_593 = 4294967295UL;
                uint16_t *l_626 = &g_344[5][8];
                int16_t l_637 = 5L;
                uint32_t l_657 = 18446744073709551613UL;
                uint64_t l_659[4][8];
                uint16_t ***l_695[1];
                int i, j;
                for (i = 0; i < 4; i++)
                {
                    for (j = 0; j < 8; j++)
                        l_659[i][j] = 18446744073709551615UL;
                }
                for (i = 0; i < 1; i++)
                    l_695[i] = &l_551;
                l_526 = (+(((++(**g_210)) == (((safe_mod_func_int8_t_s_s(p_61, l_517)) >= (0xC002340B85E3ECC4LL <= (safe_add_func_uint32_t_u_u(((*l_485) |= ((0x29L >= (-1L)) , g_372)), ((((((*l_524) = (safe_rshift_func_int8_t_s_s(((g_523 = &g_377[1][3][3]) != (void*)0), 5))) ^ ((l_525 |= ((g_377[4][1][0] = ((void*)0 == &l_462)) <= 9L)) != g_7)) && p_61) | 0x790F8CCFL) <= l_517))))) >= g_213)) < (-6L)));
                g_144 = (*p_60);
                for (g_116 = 12; (g_116 > 10); g_116--)
                {
                    int16_t l_530 = 0x9F71L;
                    int32_t l_533 = 0L;
                    int32_t l_535 = (-4L);
                    int32_t l_536[10] = {4L,0xBFDE3D34L,(-1L),(-1L),0xBFDE3D34L,4L,0xBFDE3D34L,(-1L),(-1L),0xBFDE3D34L};
                    uint16_t ***l_552 = &l_551;
                    int i;
                    if (l_517)
                        goto lbl_529;
                    ++g_547;
                    if ((((((l_552 = l_550) != &g_229) & (l_553 >= ((safe_mul_func_int16_t_s_s((-3L), p_61)) , (*g_256)))) , &g_7) != &g_144))
                    {
                        uint8_t l_560 = 3UL;
                        uint64_t *l_565 = &l_462;
                        uint16_t *l_591 = (void*)0;
                        uint16_t *l_592 = &g_344[5][8];
                        int32_t l_594 = 0xFBE214CCL;
                        int32_t l_596 = 1L;
                        l_536[8] |= (safe_lshift_func_uint16_t_u_s((safe_add_func_uint8_t_u_u(((*l_460) = l_560), (p_61 | (safe_div_func_uint64_t_u_u((((g_144 |= ((g_271 && 0x8EL) != ((safe_sub_func_uint64_t_u_u(18446744073709551610UL, (l_565 == (void*)0))) == (safe_sub_func_uint64_t_u_u(p_61, ((((*g_108) > l_532) , 4UL) || p_61)))))) , (void*)0) == l_568), 4L))))), 1));
                        l_594 = ((safe_add_func_int32_t_s_s((safe_div_func_int64_t_s_s((safe_mod_func_uint8_t_u_u((l_517 , ((--p_61) != 65527UL)), (((safe_unary_minus_func_int16_t_s((*g_256))) , ((*l_457) = (((((-1L) > (safe_mod_func_uint16_t_u_u(g_369[1], (((*l_592) = (((safe_mul_func_uint8_t_u_u((((~((((*l_524) = 0x8DL) && (safe_mul_func_uint16_t_u_u((((safe_mul_func_int8_t_s_s((safe_mul_func_int16_t_s_s((safe_div_func_uint8_t_u_u(0UL, 0xAEL)), (g_545 , l_553))), g_213)) > 0xF2L) ^ 0UL), l_560))) || (*g_108))) , (*g_523)) , g_79), l_560)) && 0x899928AC36FA807CLL) , l_525)) ^ l_536[8])))) & l_593) < l_473) , (*g_256)))) ^ 1L))), g_231)), 0x89B29326L)) > l_546[2][3]);
                        ++g_597;
                    }
                    else
                    {
                        int16_t l_604 = 1L;
                        uint32_t **l_622 = &l_73[6];
                        int16_t l_624 = 1L;
                        l_604 &= ((g_377[4][1][0] != ((*l_460)--)) , (l_602 != l_603[7]));
                        l_624 = ((safe_lshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((((&g_276 != (void*)0) <= p_61) , p_61), (safe_lshift_func_int16_t_s_u(p_61, ((safe_lshift_func_int8_t_s_s(p_61, (safe_lshift_func_int8_t_s_s((0x5ED3L == (((*l_622) = ((((((((safe_mul_func_uint8_t_u_u(l_542, (safe_mul_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s((+((*g_211) = ((((*g_256) = ((*l_457) |= ((*g_256) > 1UL))) , p_61) == (*g_211)))), p_61)), 1UL)))) , 0x6CE0E1B0L) , 8UL) > 0x3BB9L) ^ g_540[0]) <= 0xBEE63EB4L) && 0xAB91C108CFE3DC3CLL) , (void*)0)) == l_623)), 4)))) || (*g_523)))))), g_137[0][0][1])) , 0x7598EEA4L);
                    }
                    l_536[0] = (l_546[2][4] || (l_526 != (((&l_72 == &g_264) , p_61) && 18446744073709551615UL)));
                }
                if (((((*l_626) = l_625) <= ((((safe_mul_func_uint16_t_u_u(l_525, 0x0E46L)) > (((void*)0 == g_206) <= ((*g_523) = 4294967295UL))) | p_61) | (safe_mod_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u((g_231 ^= (((((((**l_467) = (safe_div_func_uint16_t_u_u((safe_mod_func_int64_t_s_s(0L, 0x6C42D7D4C5F5DB6ELL)), l_532))) >= p_61) < p_61) , 3L) || l_637) & 1UL)), (-1L))), l_531)))) || (**g_447)))
                {
                    int16_t l_642 = (-1L);
                    int32_t l_661[2];
                    uint32_t **l_691 = &l_73[5];
                    int64_t *l_692 = &l_479[2];
                    uint8_t *l_693 = (void*)0;
                    uint8_t *l_694 = &g_137[3][1][8];
                    uint8_t *l_699[7][4][2] = {{{&g_700[2],&g_103},{&g_700[2],&g_700[2]},{&g_700[3],&g_700[3]},{&g_700[3],&g_700[2]}},{{&g_700[2],&g_103},{&g_700[2],&g_103},{&g_700[2],&g_700[2]},{&g_700[3],&g_700[3]}},{{&g_700[3],&g_700[2]},{&g_700[2],&g_103},{&g_700[2],&g_103},{&g_700[2],&g_700[2]}},{{&g_700[3],&g_700[3]},{&g_700[3],&g_700[2]},{&g_700[2],&g_103},{&g_700[2],&g_103}},{{&g_700[2],&g_700[2]},{&g_700[3],&g_700[3]},{&g_700[3],&g_700[2]},{&g_700[2],&g_103}},{{&g_700[2],&g_103},{&g_103,&g_700[2]},{&g_700[2],&g_700[2]},{&g_700[2],&g_700[2]}},{{&g_103,&g_700[3]},{&g_700[2],&g_700[3]},{&g_103,&g_700[2]},{&g_700[2],&g_700[2]}}};
                    int i, j, k;
                    for (i = 0; i < 2; i++)
                        l_661[i] = 0x5A0B905EL;
                    l_473 &= ((safe_mod_func_uint64_t_u_u(((g_271 || (l_640 > (&g_377[5][3][2] == (void*)0))) <= l_641), (l_642 & (safe_sub_func_int16_t_s_s(((safe_mod_func_int16_t_s_s(((*l_457) &= (safe_mul_func_uint8_t_u_u(((l_531 ^= (l_642 <= g_75)) >= ((safe_rshift_func_int16_t_s_u((((g_137[0][0][1] ^= ((safe_mul_func_uint8_t_u_u(((safe_rshift_func_uint8_t_u_s((++(**l_468)), 0)) || l_593), 0x45L)) & g_377[4][1][0])) , (*g_256)) & 65535UL), 7)) , 0L)), p_61))), l_657)) != (*g_211)), l_658))))) , l_659[2][2]);
                    ++l_663;
                    g_538 &= (safe_div_func_int64_t_s_s((safe_add_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((safe_rshift_func_uint8_t_u_s((g_700[2] = ((((+(safe_mul_func_int16_t_s_s(((safe_div_func_uint8_t_u_u(((*l_694) |= ((safe_mod_func_int8_t_s_s((!((**l_468) = p_61)), (safe_lshift_func_int8_t_s_s((safe_add_func_uint64_t_u_u(p_61, (l_686 | ((((((safe_lshift_func_int16_t_s_s(((*g_256) , (-1L)), 7)) < ((*l_692) = (safe_rshift_func_int8_t_s_s((((***g_446) , &l_663) == ((*l_691) = p_60)), 4)))) & (l_541 = ((((p_61 , (*p_60)) ^ (*g_523)) && (*g_256)) & p_61))) > (**g_447)) || 0xFC24L) < 65531UL)))), l_553)))) | 1L)), g_377[4][1][0])) && g_137[3][2][1]), (*g_256)))) , l_695[0]) == l_696[0]) <= l_553)), l_701)), 1)), 6L)), 1L));
                }
                else
                {
                    g_727[4] = ((safe_mul_func_uint8_t_u_u((((((((*l_524) &= ((safe_sub_func_uint16_t_u_u(((((*l_626) |= ((((18446744073709551615UL < g_271) , (safe_lshift_func_uint16_t_u_u(0UL, (((18446744073709551615UL >= ((++(**g_210)) <= ((((((safe_lshift_func_int8_t_s_s(p_61, 6)) , (safe_rshift_func_int16_t_s_s((*g_256), (((((safe_sub_func_int8_t_s_s((+(safe_mul_func_uint16_t_u_u(((p_61 ^ ((p_61 == (((safe_sub_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(((*g_426) == 0x887998D6L), 65535UL)), 0xF7L)) , p_61) > p_61)) & 0x9AE1L)) , g_7), p_61))), l_532)) | g_271) > g_723) && p_61) , p_61)))) , 0UL) , g_724) , 1L) | 0xE860BBA1L))) , (-1L)) && g_369[2])))) | l_725) , 0x2D42L)) , 0UL) , p_61), p_61)) , 0xD4L)) >= p_61) && 0x6E4164387F5FCF21LL) , (**g_447)) <= 0x741AF875L) <= l_625), g_423)) , l_726);
                }
            }
            return l_728;
        }
        return g_257;
    }
    else
    {
        int32_t l_732[8][1][9] = {{{0xF83D274CL,(-1L),5L,0x072EE278L,0xC5E9DDFAL,0xF83D274CL,0x072EE278L,0x5BDBD9A3L,0x072EE278L}},{{0xAC5A4676L,0xBF53A63BL,1L,1L,0xBF53A63BL,0xAC5A4676L,(-1L),0x68561730L,1L}},{{0xF83D274CL,0xC5E9DDFAL,0x072EE278L,5L,(-1L),0xF83D274CL,0xF83D274CL,(-1L),5L}},{{0x879BED96L,0xBF53A63BL,0x879BED96L,0xAC5A4676L,(-9L),0x879BED96L,(-1L),0L,0xAC5A4676L}},{{0x042D97A8L,(-1L),0x072EE278L,0x042D97A8L,0L,0x042D97A8L,0x072EE278L,(-1L),0x042D97A8L}},{{1L,(-9L),1L,0xAC5A4676L,1L,1L,0xAC5A4676L,0x68561730L,0xAC5A4676L}},{{0x072EE278L,0L,5L,5L,0L,0x072EE278L,0x67D4C0C3L,0x5BDBD9A3L,5L}},{{1L,1L,0xAC5A4676L,1L,(-9L),1L,1L,(-9L),1L}}};
        int32_t *l_733 = &l_595;
        int i, j, k;
        l_732[1][0][5] = (safe_mod_func_int64_t_s_s(g_74[3], (~l_732[1][0][5])));
        l_733 = &l_732[1][0][5];
    }
    for (g_75 = 0; (g_75 < 39); g_75++)
    {
        int16_t l_749 = 1L;
        int32_t l_750[8][2][9] = {{{0x5B5477DFL,0x44DEAF44L,0x5B5477DFL,4L,4L,0x5B5477DFL,0x44DEAF44L,0x5B5477DFL,4L},{0xA9F87137L,(-10L),(-10L),0xA9F87137L,0xBCD1BFC5L,0xA9F87137L,(-10L),(-10L),0xA9F87137L}},{{(-1L),4L,0x0F96F935L,4L,(-1L),(-1L),4L,0x0F96F935L,4L},{(-10L),0xBCD1BFC5L,(-1L),(-1L),0xBCD1BFC5L,(-10L),0xBCD1BFC5L,(-1L),(-1L)}},{{(-1L),(-1L),4L,0x0F96F935L,4L,(-1L),(-1L),4L,0x0F96F935L},{0xA9F87137L,0xBCD1BFC5L,0xA9F87137L,(-10L),(-10L),0xA9F87137L,0xBCD1BFC5L,0xA9F87137L,(-10L)}},{{0x5B5477DFL,4L,4L,0x5B5477DFL,0x44DEAF44L,0x5B5477DFL,4L,4L,0x5B5477DFL},{1L,(-10L),(-1L),(-10L),1L,1L,(-10L),(-1L),(-10L)}},{{4L,0x44DEAF44L,0x0F96F935L,0x0F96F935L,0x44DEAF44L,4L,0x44DEAF44L,0x0F96F935L,0x0F96F935L},{1L,1L,(-10L),(-1L),(-10L),1L,1L,(-10L),(-1L)}},{{0x5B5477DFL,0x44DEAF44L,0x5B5477DFL,4L,4L,0x5B5477DFL,0x44DEAF44L,0x5B5477DFL,4L},{0xA9F87137L,(-10L),(-10L),0xA9F87137L,0xBCD1BFC5L,0xA9F87137L,0xA9F87137L,0xA9F87137L,(-1L)}},{{4L,0x5B5477DFL,0x44DEAF44L,0x5B5477DFL,4L,4L,0x5B5477DFL,0x44DEAF44L,0x5B5477DFL},{0xA9F87137L,1L,0xBCD1BFC5L,0xBCD1BFC5L,1L,0xA9F87137L,1L,0xBCD1BFC5L,0xBCD1BFC5L}},{{4L,4L,0x5B5477DFL,0x44DEAF44L,0x5B5477DFL,4L,4L,0x5B5477DFL,0x44DEAF44L},{(-1L),1L,(-1L),0xA9F87137L,0xA9F87137L,(-1L),1L,(-1L),0xA9F87137L}}};
        int32_t l_751[5][2];
        uint16_t *l_786 = &g_507;
        uint16_t **l_785 = &l_786;
        uint16_t *** const l_784 = &l_785;
        int i, j, k;
        for (i = 0; i < 5; i++)
        {
            for (j = 0; j < 2; j++)
                l_751[i][j] = 8L;
        }
    }
    return p_61;
}
static int16_t func_69(uint32_t p_70, const uint8_t p_71)
{
    int32_t *l_78 = &g_79;
    uint64_t l_80 = 1UL;
    uint64_t *l_94 = &l_80;
    uint64_t **l_93 = &l_94;
    uint8_t *l_102 = &g_103;
    uint32_t l_146 = 1UL;
    int32_t l_179 = 0L;
    int32_t l_209 = (-10L);
    uint16_t l_241[2][5][8] = {{{4UL,0xAEA5L,0xD7C9L,0xCBB6L,65530UL,0xAE53L,4UL,0x8991L},{0xAEA5L,0xCBB6L,0UL,1UL,0xCBB6L,0xAE53L,1UL,0xAE53L},{0xF663L,0xAEA5L,6UL,0xAEA5L,0xF663L,1UL,1UL,0xF663L},{0xAE53L,0x8991L,4UL,0xAE53L,65530UL,0xCBB6L,0xD7C9L,0xAEA5L},{0x8991L,0xD7C9L,4UL,1UL,0UL,0UL,1UL,4UL}},{{65530UL,65530UL,6UL,0xF663L,0UL,6UL,1UL,65530UL},{0xD7C9L,0x8991L,0UL,0UL,1UL,0UL,4UL,65530UL},{0x8991L,0xAE53L,0xD7C9L,0xF663L,0xD7C9L,0xAE53L,0x8991L,4UL},{0xAEA5L,0xF663L,1UL,1UL,0xF663L,0x209BL,1UL,0xAEA5L},{0xCBB6L,0xAEA5L,0UL,0xAE53L,0xF663L,0UL,0UL,0xF663L}}};
    uint16_t l_261 = 0x31CCL;
    uint64_t l_324[3];
    int32_t l_343 = 0x0ECAB800L;
    int8_t l_364 = 0x68L;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_324[i] = 18446744073709551607UL;
    l_80--;
    if (((safe_sub_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((((*l_78) >= 255UL) && (safe_sub_func_uint8_t_u_u((safe_add_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u(p_71, g_57)), (((*l_93) = &l_80) == ((safe_mod_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(((*l_102) = (safe_mul_func_uint8_t_u_u(((g_101 = (*l_78)) > (&g_5 != l_78)), (-6L)))), 1)), 0xB3B8L)) , &g_57)))), (*l_78)))), (*l_78))), p_71)) , g_7))
    {
        int8_t *l_115 = &g_116;
        int32_t l_121 = 0x507631C0L;
        int32_t l_122 = (-1L);
        uint8_t *l_135 = (void*)0;
        uint8_t *l_136 = &g_137[0][0][1];
        int32_t *l_138 = (void*)0;
        int32_t *l_139 = &g_140;
        int8_t *l_141 = &g_142[4][1][3];
        int32_t *l_143 = &g_144;
        uint32_t l_145[5] = {7UL,7UL,7UL,7UL,7UL};
        int i;
        for (g_101 = 0; (g_101 < 35); ++g_101)
        {
            int32_t *l_106 = &g_3;
            int32_t **l_107[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int i;
            g_108 = l_106;
        }
        l_146 ^= (l_145[0] &= (0xC022AD61L <= ((*l_78) = ((*l_143) ^= ((p_71 || 1L) < (safe_rshift_func_uint16_t_u_u((safe_sub_func_int64_t_s_s((safe_div_func_int64_t_s_s(1L, (((*l_115) = ((void*)0 != &g_108)) & (safe_rshift_func_int8_t_s_s(((*l_141) |= ((((safe_sub_func_uint64_t_u_u(((*l_94)++), ((((*l_139) ^= ((safe_lshift_func_uint8_t_u_u(((--(*l_102)) <= (((safe_lshift_func_int8_t_s_u((((((safe_rshift_func_int8_t_s_s((((*l_136) = (safe_div_func_uint64_t_u_u(18446744073709551613UL, p_71))) , (0x04L == g_137[0][0][1])), g_75)) ^ (-7L)) < p_71) & p_71) < g_74[4]), 2)) == l_121) | g_3)), l_122)) , (*l_78))) < p_71) , g_79))) , p_71) >= (*l_78)) > p_70)), p_70))))), g_7)), g_5)))))));
        (*l_78) = ((*l_143) = (*g_108));
    }
    else
    {
        uint8_t * const l_155 = (void*)0;
        uint8_t *l_156 = &g_137[0][0][1];
        uint8_t **l_157 = (void*)0;
        uint8_t **l_158 = &l_102;
        int32_t l_172 = 0xF22293C5L;
        int32_t *l_178 = &g_144;
        int32_t l_215[10][10] = {{0x9E6926EBL,1L,0L,1L,(-1L),1L,0L,1L,0x9E6926EBL,(-1L)},{0x0A41DF58L,3L,0x450DFDFFL,1L,0x2865C7AEL,0x73E46763L,1L,1L,0x9E6926EBL,0x2865C7AEL},{0xD68C6BBBL,0x450DFDFFL,1L,1L,(-8L),0x9E6926EBL,3L,3L,0x9E6926EBL,(-8L)},{1L,1L,1L,1L,0xD76BD683L,0x0A41DF58L,0x450DFDFFL,0L,0x9E6926EBL,0xD76BD683L},{0x73E46763L,0L,3L,1L,(-6L),0xD68C6BBBL,1L,0x450DFDFFL,0x9E6926EBL,(-6L)},{0x9E6926EBL,1L,0L,1L,(-1L),1L,0L,1L,0x9E6926EBL,(-1L)},{0x0A41DF58L,3L,0x73E46763L,5L,(-1L),0x906F4486L,0x0A41DF58L,1L,0x8F2E056CL,(-1L)},{0xDEF731F7L,0x73E46763L,0x0A41DF58L,5L,0x91646DB4L,0x8F2E056CL,0x9E6926EBL,0x9E6926EBL,0x8F2E056CL,0x91646DB4L},{5L,1L,1L,5L,0xAA70A8B0L,0xFC311CE4L,0x73E46763L,0xD68C6BBBL,0x8F2E056CL,0xAA70A8B0L},{0x906F4486L,0xD68C6BBBL,0x9E6926EBL,5L,0L,0xDEF731F7L,1L,0x73E46763L,0x8F2E056CL,0L}};
        int32_t l_218 = 0x9629171AL;
        uint8_t l_259 = 247UL;
        uint32_t l_260 = 18446744073709551615UL;
        uint64_t l_267[7][5][6] = {{{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL},{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL},{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL},{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL},{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL}},{{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL},{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL},{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL},{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL},{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL}},{{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL},{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL},{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL},{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL},{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL}},{{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL},{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL},{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL},{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL},{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL}},{{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL},{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL},{5UL,5UL,0xFBF458E1398D3250LL,0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL},{0x37323DD3832468EDLL,0UL,0xFBF458E1398D3250LL,0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL},{0UL,0x37323DD3832468EDLL,0xFBF458E1398D3250LL,5UL,5UL,0xFBF458E1398D3250LL}},{{5UL,5UL,5UL,0x659DC613328CD334LL,0UL,5UL},{0x659DC613328CD334LL,0UL,5UL,0UL,0x659DC613328CD334LL,5UL},{0UL,0x659DC613328CD334LL,5UL,4UL,4UL,5UL},{4UL,4UL,5UL,0x659DC613328CD334LL,0UL,5UL},{0x659DC613328CD334LL,0UL,5UL,0UL,0x659DC613328CD334LL,5UL}},{{0UL,0x659DC613328CD334LL,5UL,4UL,4UL,5UL},{4UL,4UL,5UL,0x659DC613328CD334LL,0UL,5UL},{0x659DC613328CD334LL,0UL,5UL,0UL,0x659DC613328CD334LL,5UL},{0UL,0x659DC613328CD334LL,5UL,4UL,4UL,5UL},{4UL,4UL,5UL,0x659DC613328CD334LL,0UL,5UL}}};
        int16_t l_299 = 0x07A9L;
        uint8_t l_331 = 0UL;
        int i, j, k;
        l_179 |= ((((((safe_mod_func_uint8_t_u_u((((safe_rshift_func_uint8_t_u_u((((safe_rshift_func_int8_t_s_u(0L, g_7)) , ((safe_div_func_int8_t_s_s(((l_155 == ((*l_158) = l_156)) == ((*l_78) = (safe_mod_func_uint32_t_u_u((safe_mod_func_uint16_t_u_u(((safe_div_func_int32_t_s_s((safe_sub_func_int8_t_s_s((safe_mul_func_int8_t_s_s((~((((p_70 != ((((((*l_178) &= (p_70 , (((((safe_rshift_func_uint16_t_u_u(((((*l_156) = (l_172 ^ (0x474F4469L <= (safe_add_func_uint8_t_u_u((!(safe_div_func_uint64_t_u_u(18446744073709551615UL, g_142[4][1][3]))), g_5))))) <= (*l_78)) > g_5), g_79)) && p_70) == 0L) == 0x49L) <= g_116))) , (void*)0) == &l_178) & 0xE7668186L) , 7UL)) || g_137[3][1][1]) | (*l_78)) , 0x51F18F27L)), 247UL)), (*l_78))), 3UL)) > g_142[1][1][0]), 65533UL)), p_71)))), p_70)) && g_137[0][0][1])) == p_71), p_71)) || g_142[4][1][3]) == p_71), g_142[4][1][3])) >= 0x815CL) > p_70) & p_71) || 0x6D55L) ^ g_142[0][8][2]);
        for (g_140 = 0; (g_140 > 22); ++g_140)
        {
            int32_t *l_207 = (void*)0;
            int32_t *l_208 = &l_172;
            int16_t *l_212[1];
            uint32_t *l_214 = &g_75;
            int8_t *l_216 = (void*)0;
            int8_t *l_217 = &g_142[4][1][3];
            int16_t l_242 = 0x77BFL;
            int8_t l_262 = 0x10L;
            uint16_t l_301 = 0xBF55L;
            int i;
            for (i = 0; i < 1; i++)
                l_212[i] = (void*)0;
            if (((safe_mod_func_uint8_t_u_u(g_3, (((*l_156)++) ^ (((((*g_108) = (*g_108)) >= (+(!(l_218 &= ((p_70 , (safe_div_func_uint32_t_u_u((safe_div_func_int64_t_s_s((safe_unary_minus_func_uint16_t_u(((((safe_mod_func_int8_t_s_s(((*l_217) = ((!((*l_214) ^= (safe_lshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u(g_74[3], ((g_213 = (safe_lshift_func_uint8_t_u_s((0x8FE9L != (((g_3 , ((((((*l_208) ^= ((*l_178) = ((g_206 != g_206) == (0xF9L ^ p_71)))) != 1UL) >= l_209) , (void*)0) != g_210)) , g_57) <= p_70)), 6))) , p_70))), p_70)), p_70)))) ^ l_215[7][2])), g_140)) == p_71) , 0x8DL) >= p_70))), p_70)), g_5))) | 0x19DAF4E6L))))) && g_103) > 1L)))) || (*l_78)))
            {
                return g_142[4][1][3];
            }
            else
            {
                uint16_t l_227[5][10] = {{0x6190L,5UL,5UL,0x6190L,8UL,0x6190L,5UL,5UL,0x6190L,8UL},{0x6190L,5UL,5UL,0x6190L,8UL,0x6190L,5UL,5UL,0x6190L,8UL},{0x6190L,5UL,5UL,0x6190L,8UL,0x6190L,5UL,5UL,0x6190L,8UL},{0x6190L,5UL,5UL,0x6190L,8UL,0x6190L,5UL,5UL,0x6190L,8UL},{0x6190L,5UL,5UL,0x6190L,8UL,0x6190L,5UL,5UL,0x6190L,8UL}};
                uint16_t *l_228 = &l_227[4][1];
                const int32_t *l_270 = &g_271;
                int8_t l_294 = 0xBBL;
                const uint64_t l_300 = 0x9ED46AC7B5D319B2LL;
                int i, j;
                if ((g_3 < ((0x86818F9BL >= (l_218 &= (((g_75 >= (safe_mod_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_s(((0x4F89L > ((*l_228) = (safe_rshift_func_uint8_t_u_u((*l_178), ((safe_add_func_int16_t_s_s(l_227[4][1], (((l_207 == (void*)0) && (0x9566788158D605D4LL || (**g_210))) ^ p_71))) | g_7))))) <= 0L), g_142[4][1][3])) && (*l_78)), p_70))) && p_70) || l_227[2][9]))) >= g_137[3][2][0])))
                {
                    uint16_t * const volatile **l_232 = &g_229;
                    int32_t **l_240 = &l_207;
                    int32_t ***l_239 = &l_240;
                    uint64_t l_243 = 0x39A57CDCCD75A549LL;
                    int16_t *l_255 = &l_242;
                    (*l_232) = g_229;
                    l_243 |= ((safe_rshift_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s(((((safe_rshift_func_int8_t_s_u(((((0x29D5L > (p_70 < ((*l_78) , (((*l_239) = &l_78) == (((*l_208) & (((*l_228) &= (*l_208)) < g_74[3])) , (l_241[1][3][0] , &l_178)))))) == 4294967290UL) , p_70) || g_140), 5)) <= (*g_211)) | g_144) >= (-1L)), g_103)) & (*l_78)), p_70)) >= l_242);
                    for (g_57 = 0; (g_57 <= 4); g_57 += 1)
                    {
                        int64_t l_244 = (-9L);
                        int16_t **l_258 = &g_256;
                        int64_t *l_263[6][8][5] = {{{&g_264,&l_244,&l_244,(void*)0,&g_213},{&g_264,&g_264,&l_244,&g_264,&g_213},{&l_244,&g_213,&l_244,&g_264,&l_244},{&l_244,&l_244,&l_244,&l_244,&g_213},{(void*)0,&l_244,(void*)0,&g_213,&g_213},{&l_244,&l_244,&g_264,&g_264,&g_213},{&g_213,&g_213,&g_264,&g_213,&g_213},{&g_264,&g_264,&g_213,&l_244,&g_264}},{{&g_213,&l_244,&g_213,&g_264,(void*)0},{&l_244,&l_244,&g_213,&g_264,&g_213},{(void*)0,&g_264,&g_264,(void*)0,(void*)0},{&l_244,&l_244,&g_264,&g_213,&g_264},{&l_244,&g_264,(void*)0,&g_264,&g_213},{&g_264,&l_244,&l_244,&g_213,&g_213},{&g_264,&l_244,&l_244,(void*)0,&g_213},{&g_264,&g_264,&l_244,&g_264,&g_213}},{{&l_244,&g_213,&l_244,(void*)0,&g_213},{&l_244,&g_264,&g_264,&l_244,&l_244},{&g_264,&g_213,&g_264,&l_244,&l_244},{(void*)0,&g_264,&g_264,(void*)0,&l_244},{&g_264,(void*)0,&g_264,&l_244,(void*)0},{&l_244,&g_264,&l_244,&l_244,&g_264},{&g_264,&g_213,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_244,&l_244,&g_213}},{{&g_264,&g_264,&g_264,&g_264,(void*)0},{&l_244,&g_213,&g_264,&g_213,&g_264},{&g_264,&g_264,&g_264,&g_213,(void*)0},{(void*)0,(void*)0,&g_264,&g_213,&l_244},{(void*)0,&g_213,&l_244,&g_264,&l_244},{(void*)0,&g_264,(void*)0,&l_244,&l_244},{&g_264,(void*)0,&l_244,(void*)0,&g_213},{&l_244,&g_264,&g_264,&l_244,&l_244}},{{&g_264,&g_213,&g_264,&l_244,&l_244},{(void*)0,&g_264,&g_264,(void*)0,&l_244},{&g_264,(void*)0,&g_264,&l_244,(void*)0},{&l_244,&g_264,&l_244,&l_244,&g_264},{&g_264,&g_213,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_244,&l_244,&g_213},{&g_264,&g_264,&g_264,&g_264,(void*)0},{&l_244,&g_213,&g_264,&g_213,&g_264}},{{&g_264,&g_264,&g_264,&g_213,(void*)0},{(void*)0,(void*)0,&g_264,&g_213,&l_244},{(void*)0,&g_213,&l_244,&g_264,&l_244},{(void*)0,&g_264,(void*)0,&l_244,&l_244},{&g_264,(void*)0,&l_244,(void*)0,&g_213},{&l_244,&g_264,&g_264,&l_244,&l_244},{&g_264,&g_213,&g_264,&l_244,&l_244},{(void*)0,&g_264,&g_264,(void*)0,&l_244}}};
                        int i, j, k;
                        (*l_178) &= ((l_244 < (g_264 |= (((**l_240) <= (l_262 = ((*l_217) = ((p_71 || (safe_mul_func_uint16_t_u_u((((((safe_rshift_func_uint16_t_u_u(((((safe_sub_func_int32_t_s_s(((((((void*)0 == &g_74[6]) , 0x3F6459BDL) , (((safe_lshift_func_int8_t_s_s(((((((safe_sub_func_uint64_t_u_u(((l_255 != ((*l_258) = g_256)) , p_70), (**g_210))) || p_71) <= (-1L)) && g_5) != 4294967294UL) , g_74[4]), 0)) && l_259) < g_213)) , p_70) <= (**l_240)), g_57)) , l_244) <= l_260) ^ p_70), p_70)) < l_244) , g_137[0][0][1]) , &g_75) != (void*)0), g_79))) > l_261)))) ^ (*g_108)))) , (*g_108));
                    }
                    for (l_179 = 26; (l_179 == (-21)); l_179 = safe_sub_func_uint32_t_u_u(l_179, 5))
                    {
                        const int32_t *l_273 = &g_3;
                        const int32_t **l_272 = &l_273;
                        l_267[3][4][0]++;
                        (*l_272) = (l_270 = (*l_240));
                        return (*l_178);
                    }
                }
                else
                {
                    int32_t ** volatile * const **l_277 = &g_276;
                    int32_t **l_291[8][1][6];
                    int32_t ***l_290 = &l_291[5][0][0];
                    int i, j, k;
                    for (i = 0; i < 8; i++)
                    {
                        for (j = 0; j < 1; j++)
                        {
                            for (k = 0; k < 6; k++)
                                l_291[i][j][k] = (void*)0;
                        }
                    }
                    (*l_78) = (safe_lshift_func_int16_t_s_s(((*g_108) == (0UL <= 0x7AFEL)), 11));
                    (*l_277) = g_276;
                    if (((0xFB83DF84B3746713LL & g_5) , (safe_add_func_int64_t_s_s(((safe_sub_func_int8_t_s_s(p_71, (safe_mod_func_uint32_t_u_u((safe_mod_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((safe_add_func_uint16_t_u_u((((*l_290) = &g_108) == &g_108), (((safe_mod_func_int64_t_s_s((l_294 | (safe_sub_func_uint32_t_u_u(((l_214 != l_178) | ((safe_div_func_uint8_t_u_u(p_70, g_74[6])) > l_299)), p_70))), (*l_270))) > (*g_108)) & (**g_210)))), 11)), (*g_256))), l_300)))) != p_71), p_70))))
                    {
                        l_301--;
                    }
                    else
                    {
                        int64_t *l_316 = &g_213;
                        uint16_t l_319 = 1UL;
                        (*l_178) ^= (-1L);
                        (*l_178) ^= (safe_add_func_uint64_t_u_u(((~(safe_rshift_func_int8_t_s_s(p_71, 1))) , (safe_rshift_func_uint8_t_u_u((((*l_228) |= g_313) && ((0x51L > ((safe_mod_func_int64_t_s_s(((((*l_316) = 0xBE7F5280B419FE89LL) < ((safe_div_func_uint64_t_u_u((l_319 <= (safe_mod_func_uint32_t_u_u((((safe_rshift_func_uint8_t_u_u(((*l_156) = (l_324[2] != ((*l_214) = (safe_mul_func_int16_t_s_s(((*l_208) || (((*g_256) && (((safe_sub_func_int16_t_s_s((l_331 | p_71), (*l_208))) , 0x0AE17FB4F8F4AA52LL) < (**g_210))) < (*l_78))), (-8L)))))), g_7)) > p_71) && p_71), (*g_108)))), (*g_211))) , 4UL)) <= g_74[3]), l_319)) , p_71)) <= p_71)), 5))), 9L));
                    }
                }
            }
            (*l_178) ^= p_71;
        }
    }
    for (l_80 = 0; (l_80 <= 4); l_80 += 1)
    {
        int32_t *l_332 = (void*)0;
        int32_t *l_333 = &l_179;
        int32_t *l_334 = &l_209;
        int32_t *l_335 = &l_209;
        int32_t *l_336 = &g_144;
        int32_t *l_337 = &g_144;
        int32_t *l_338 = &g_144;
        int32_t *l_339 = &l_209;
        int32_t *l_340 = &l_179;
        int32_t *l_341 = &g_140;
        int32_t *l_342[8][3] = {{&g_5,&g_144,&g_3},{&g_5,&g_144,(void*)0},{&g_144,&g_79,&g_144},{(void*)0,&g_144,&g_5},{&g_3,&g_144,&g_5},{&g_144,&g_3,&g_144},{&g_144,&g_144,(void*)0},{&g_144,(void*)0,&g_3}};
        int16_t l_373 = 0xB135L;
        int i, j;
        --g_344[5][8];
        for (l_146 = 1; (l_146 <= 7); l_146 += 1)
        {
            int16_t l_365 = 0x5E74L;
            int32_t l_370[3];
            int16_t ** const l_375 = (void*)0;
            uint32_t l_394 = 2UL;
            const int32_t * const *l_402 = (void*)0;
            uint8_t l_410 = 0x8CL;
            const uint32_t l_420 = 1UL;
            int i;
            for (i = 0; i < 3; i++)
                l_370[i] = 0xE816B7C1L;
            (*l_333) |= 1L;
            for (g_75 = 0; (g_75 <= 7); g_75 += 1)
            {
                uint64_t l_358[4];
                int32_t **l_367 = &l_341;
                int32_t ***l_366 = &l_367;
                uint8_t **l_445 = &l_102;
                int i, j, k;
                for (i = 0; i < 4; i++)
                    l_358[i] = 7UL;
                if (g_142[l_80][l_146][l_80])
                {
                    int32_t *l_368[8];
                    uint32_t *l_371 = &g_372;
                    int32_t l_379 = 0x0869FAFDL;
                    int32_t **l_403 = (void*)0;
                    int32_t **l_413 = &l_338;
                    int i, j;
                    for (i = 0; i < 8; i++)
                        l_368[i] = &g_369[0];
                    if ((((g_344[g_75][(l_146 + 1)] , ((((*l_371) ^= (g_344[5][8] != (safe_mod_func_uint64_t_u_u((g_57 && (((l_370[1] ^= ((((safe_unary_minus_func_uint32_t_u(p_71)) , (safe_div_func_int16_t_s_s(((safe_div_func_int8_t_s_s((l_358[3] , p_71), (+(safe_sub_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(((*g_256) ^= 0xCD35L), 1)), l_364))))) == (0UL > l_365)), (*l_78)))) , (void*)0) != l_366)) , (*g_211)) < 0x11E1B118AEE0746BLL)), g_142[2][0][4])))) , g_7) || 6UL)) || l_373) ^ 0L))
                    {
                        uint16_t *l_378 = (void*)0;
                        uint16_t *l_380 = &g_231;
                        int16_t l_390 = 0x9E5AL;
                        uint64_t *l_395[4] = {&l_358[1],&l_358[1],&l_358[1],&l_358[1]};
                        int32_t ****l_399 = &l_366;
                        int32_t *****l_398 = &l_399;
                        int i, j, k;
                        (**l_367) = (+(l_390 = (((*l_335) = (((l_375 == &g_256) <= (((((*l_102) = (p_70 <= ((g_57 > ((g_344[g_75][(l_146 + 1)] ^ (safe_unary_minus_func_int8_t_s(g_377[4][1][0]))) & ((*g_256) = (((*l_380)++) | (p_71 || (safe_add_func_uint32_t_u_u((***l_366), ((*l_337) &= (safe_add_func_int16_t_s_s((safe_rshift_func_uint8_t_u_u((safe_unary_minus_func_int64_t_s((((g_142[l_80][l_146][l_80] = (&g_142[4][1][3] != &g_142[4][1][3])) & g_344[g_75][(l_146 + 1)]) && (***l_366)))), p_70)), (*g_256))))))))))) || (***l_366)))) && 0xE2L) < 0x36L) ^ g_140)) && l_365)) != g_7)));
                        (***l_366) = (~((safe_mod_func_uint64_t_u_u((*g_211), (l_379 = l_394))) , ((((void*)0 == l_398) > (((65534UL < (p_71 , (l_402 == l_403))) ^ (((safe_lshift_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((safe_add_func_uint16_t_u_u(65527UL, p_70)), p_70)), (****l_399))) < g_231) & (*g_211))) != 3UL)) > l_410)));
                        (*l_335) = (0x93L == (safe_mod_func_uint32_t_u_u(((void*)0 != l_413), (*g_108))));
                    }
                    else
                    {
                        (*l_335) = (((*l_78) , (safe_mul_func_int16_t_s_s((safe_rshift_func_uint8_t_u_s(g_344[4][7], 3)), (((safe_rshift_func_uint8_t_u_u((((p_71 >= g_264) , l_420) , ((void*)0 == &g_256)), 7)) < g_140) , ((p_70 <= l_410) > 0xBEC3329FL))))) >= 0x425885B2L);
                    }
                    (**l_366) = (**l_366);
                    for (g_144 = 0; (g_144 <= 9); g_144 += 1)
                    {
                        int16_t l_421 = 1L;
                        int16_t l_422[5];
                        int i;
                        for (i = 0; i < 5; i++)
                            l_422[i] = 0xD648L;
                        g_423--;
                        (*l_335) ^= (*g_108);
                        (**l_366) = &l_179;
                        g_426 = &g_271;
                    }
                    (*l_335) ^= p_71;
                }
                else
                {
                    return p_71;
                }
                for (l_394 = 0; (l_394 <= 2); l_394 += 1)
                {
                    int32_t l_440 = 0x03CDB2C2L;
                    int i;
                    (*l_340) ^= (safe_add_func_uint64_t_u_u((((((((*l_78) = (0x7D31L & ((!((safe_div_func_int16_t_s_s(l_324[l_394], l_324[l_394])) , (safe_rshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u((65528UL | (l_324[l_394] && (++l_324[l_394]))), l_440)), 15)))) <= ((((((((g_206 != ((safe_sub_func_int8_t_s_s((safe_sub_func_int8_t_s_s(((*g_211) <= (**g_210)), p_70)), g_369[0])) , (void*)0)) > (**g_210)) , 65528UL) , g_206) == l_445) <= g_344[5][8]) <= 0x8928L) == (*l_78))))) > p_71) , g_74[0]) , g_446) == (void*)0) == (**g_210)), (*g_211)));
                }
                if (p_70)
                    break;
            }
        }
        return (*g_256);
    }
    l_179 = ((*l_78) = (***g_446));
    return g_448;
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_3, "g_3", print_hash_value);
    transparent_crc(g_4, "g_4", print_hash_value);
    transparent_crc(g_5, "g_5", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_7, "g_7", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_74[i], "g_74[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_101, "g_101", print_hash_value);
    transparent_crc(g_103, "g_103", print_hash_value);
    transparent_crc(g_116, "g_116", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_137[i][j][k], "g_137[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_140, "g_140", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 9; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_142[i][j][k], "g_142[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_144, "g_144", print_hash_value);
    transparent_crc(g_213, "g_213", print_hash_value);
    transparent_crc(g_231, "g_231", print_hash_value);
    transparent_crc(g_257, "g_257", print_hash_value);
    transparent_crc(g_264, "g_264", print_hash_value);
    transparent_crc(g_271, "g_271", print_hash_value);
    transparent_crc(g_313, "g_313", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_344[i][j], "g_344[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_369[i], "g_369[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_372, "g_372", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_377[i][j][k], "g_377[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_423, "g_423", print_hash_value);
    transparent_crc(g_448, "g_448", print_hash_value);
    transparent_crc(g_461, "g_461", print_hash_value);
    transparent_crc(g_507, "g_507", print_hash_value);
    transparent_crc(g_537, "g_537", print_hash_value);
    transparent_crc(g_538, "g_538", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_540[i], "g_540[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_545, "g_545", print_hash_value);
    transparent_crc(g_547, "g_547", print_hash_value);
    transparent_crc(g_597, "g_597", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_700[i], "g_700[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_723, "g_723", print_hash_value);
    transparent_crc(g_724, "g_724", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_727[i], "g_727[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_824, "g_824", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_826[i][j], "g_826[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_827, "g_827", print_hash_value);
    transparent_crc(g_883, "g_883", print_hash_value);
    transparent_crc(g_885, "g_885", print_hash_value);
    transparent_crc(g_905, "g_905", print_hash_value);
    transparent_crc(g_950, "g_950", print_hash_value);
    transparent_crc(g_963, "g_963", print_hash_value);
    transparent_crc(g_1092, "g_1092", print_hash_value);
    transparent_crc(g_1161, "g_1161", print_hash_value);
    transparent_crc(g_1296, "g_1296", print_hash_value);
    transparent_crc(g_1384, "g_1384", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_1446[i][j], "g_1446[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
