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
static int64_t g_2[7] = {0x4A9BDBA76AABECBALL,0x4A9BDBA76AABECBALL,0x4A9BDBA76AABECBALL,0x4A9BDBA76AABECBALL,0x4A9BDBA76AABECBALL,0x4A9BDBA76AABECBALL,0x4A9BDBA76AABECBALL};
static int32_t g_45 = 0xC36B586FL;
static int32_t g_57 = 0L;
static int32_t g_58 = 1L;
static volatile uint16_t g_59[5][7] = {{0xFF40L,0UL,0UL,0xFF40L,0xE085L,0xFF40L,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0UL,0UL,0UL,0UL,0UL,0UL,0UL},{0xFF40L,0xE085L,0xFF40L,0UL,0UL,0xFF40L,0xE085L},{0UL,0xE085L,0UL,0UL,0xE085L,0UL,0xE085L}};
static uint32_t g_89 = 0UL;
static int32_t g_104 = 0x1AD519FDL;
static int32_t *g_124 = &g_104;
static uint8_t g_126 = 2UL;
static int64_t g_136 = 0x45A7EABDE2A9FC04LL;
static uint32_t g_147 = 1UL;
static const uint8_t g_150 = 0UL;
static const uint8_t *g_149 = &g_150;
static int8_t **g_190 = (void*)0;
static int32_t g_204[6] = {0L,6L,0L,0L,0L,0xF02DCEE3L};
static int32_t g_206 = (-6L);
static int32_t * volatile g_205 = &g_206;
static uint8_t g_279 = 0xC1L;
static int32_t * volatile g_288 = &g_204[3];
static uint64_t g_297 = 18446744073709551607UL;
static int16_t g_302 = 0x7F7FL;
static uint64_t g_304 = 0x7BD95F1D413EED14LL;
static uint64_t * volatile g_309 = &g_297;
static uint64_t * volatile *g_308[6][8] = {{&g_309,&g_309,&g_309,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,&g_309,&g_309,&g_309,(void*)0},{&g_309,&g_309,&g_309,&g_309,&g_309,&g_309,&g_309,&g_309},{&g_309,(void*)0,&g_309,(void*)0,&g_309,&g_309,&g_309,&g_309},{(void*)0,&g_309,(void*)0,&g_309,(void*)0,&g_309,(void*)0,&g_309},{&g_309,(void*)0,&g_309,(void*)0,&g_309,&g_309,(void*)0,&g_309}};
static const uint8_t g_322[8] = {255UL,255UL,255UL,255UL,255UL,255UL,255UL,255UL};
static uint8_t *g_343[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static uint8_t * const *g_342[7][2] = {{&g_343[5],&g_343[2]},{&g_343[2],&g_343[2]},{&g_343[5],&g_343[2]},{(void*)0,(void*)0},{(void*)0,&g_343[2]},{&g_343[5],&g_343[2]},{&g_343[2],&g_343[2]}};
static int16_t g_353 = (-7L);
static int64_t g_408 = 0x9744D508F886B471LL;
static int32_t ** volatile g_435[6] = {&g_124,&g_124,&g_124,&g_124,&g_124,&g_124};
static uint16_t g_485 = 1UL;
static int8_t ***g_502 = &g_190;
static int8_t **** volatile g_501 = &g_502;
static volatile int32_t g_550[8][9] = {{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L},{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L},{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L},{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L},{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L},{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L},{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L},{0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L,0x8040B642L,0x8040B642L,2L}};
static uint32_t g_585 = 0x95E8B159L;
static int64_t *g_596[9] = {&g_408,&g_408,&g_408,&g_408,&g_408,&g_408,&g_408,&g_408,&g_408};
static int64_t **g_595 = &g_596[1];
static int64_t *** volatile g_594 = &g_595;
static uint64_t ***g_613 = (void*)0;
static int32_t ** volatile g_615 = &g_124;
static int32_t ** volatile g_633[10] = {&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124};
static int32_t ** volatile g_634 = (void*)0;
static int32_t ** volatile g_681 = (void*)0;
static int32_t ** volatile g_682 = &g_124;
static int32_t * volatile g_683 = &g_204[3];
static int32_t ** volatile g_706 = &g_124;
static int64_t g_740 = 0x1147B72195204567LL;
static uint64_t g_789 = 0x02E3C08D5762D21BLL;
static int32_t ** volatile g_792 = &g_124;
static int32_t ** volatile g_869 = &g_124;
static int32_t ** volatile g_880[4] = {&g_124,&g_124,&g_124,&g_124};
static int32_t ** volatile g_903[10] = {&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124,&g_124};
static int8_t g_919 = 0xC1L;
static int64_t * const *g_933 = &g_596[4];
static int64_t * const **g_932 = &g_933;
static volatile uint16_t g_997 = 65529UL;
static volatile int32_t * volatile * volatile g_1103 = (void*)0;
static volatile int32_t * volatile * const volatile * volatile g_1102 = &g_1103;
static volatile int32_t * volatile * const volatile * volatile * volatile g_1101 = &g_1102;
static uint8_t **g_1168[9] = {&g_343[3],&g_343[3],&g_343[3],&g_343[3],&g_343[3],&g_343[3],&g_343[3],&g_343[3],&g_343[3]};
static int32_t *g_1224 = (void*)0;
static const int32_t *g_1236 = &g_104;
static const int32_t ** volatile g_1235 = &g_1236;
static const uint64_t *g_1287 = &g_304;
static const uint64_t **g_1286 = &g_1287;
static int32_t g_1384 = (-1L);
static volatile uint8_t *g_1495 = (void*)0;
static volatile uint8_t * volatile *g_1494 = &g_1495;
static volatile uint8_t * volatile **g_1493 = &g_1494;
static volatile uint8_t * volatile *** volatile g_1492[7][6] = {{(void*)0,(void*)0,(void*)0,&g_1493,&g_1493,&g_1493},{&g_1493,(void*)0,&g_1493,&g_1493,(void*)0,(void*)0},{&g_1493,&g_1493,&g_1493,&g_1493,(void*)0,&g_1493},{&g_1493,&g_1493,(void*)0,&g_1493,&g_1493,&g_1493},{&g_1493,&g_1493,&g_1493,&g_1493,&g_1493,&g_1493},{&g_1493,&g_1493,(void*)0,&g_1493,(void*)0,&g_1493},{(void*)0,&g_1493,&g_1493,(void*)0,(void*)0,&g_1493}};
static int8_t g_1516 = (-4L);
static volatile int32_t g_1580 = 0xD3C00030L;
static int64_t ** const *g_1606 = &g_595;
static int64_t ** const **g_1605[6] = {&g_1606,&g_1606,(void*)0,&g_1606,&g_1606,(void*)0};
static volatile uint8_t * const * volatile * const * volatile *g_1622 = (void*)0;
static int32_t ** volatile g_1624 = &g_124;
static volatile uint64_t g_1708 = 18446744073709551615UL;
static int32_t *g_1720 = &g_57;
static int32_t g_1729 = 0x772DBBF2L;
static int64_t ***g_1809 = &g_595;
static int64_t ****g_1808 = &g_1809;
static int32_t ** volatile g_1894 = &g_1224;
static uint16_t g_1948[5] = {0xB45DL,0xB45DL,0xB45DL,0xB45DL,0xB45DL};
static uint64_t g_1954[8][6] = {{1UL,0x22CF21C11A44074FLL,0x22CF21C11A44074FLL,1UL,1UL,0UL},{0x5A9D743DA657073ALL,0UL,0x9D4AE2F1CAA85F12LL,0x4F17B49B3146F3FDLL,1UL,0x4F17B49B3146F3FDLL},{1UL,0x6C19A0666B02B1D0LL,1UL,0UL,1UL,18446744073709551615UL},{0x9D4AE2F1CAA85F12LL,0UL,0x5A9D743DA657073ALL,1UL,1UL,0x5A9D743DA657073ALL},{0x22CF21C11A44074FLL,0x22CF21C11A44074FLL,1UL,1UL,0UL,0UL},{0x9D4AE2F1CAA85F12LL,1UL,18446744073709551615UL,0UL,18446744073709551615UL,1UL},{1UL,0x9D4AE2F1CAA85F12LL,18446744073709551615UL,0x4F17B49B3146F3FDLL,0x22CF21C11A44074FLL,0UL},{0x5A9D743DA657073ALL,0x4F17B49B3146F3FDLL,1UL,1UL,0x4F17B49B3146F3FDLL,0x5A9D743DA657073ALL}};
static volatile uint32_t g_2000 = 18446744073709551610UL;
static volatile uint32_t * const g_1999 = &g_2000;
static volatile uint32_t * const *g_1998 = &g_1999;
static uint64_t ****g_2018 = &g_613;
static uint32_t **g_2080 = (void*)0;
static uint32_t *** volatile g_2079 = &g_2080;
static int8_t ***g_2092 = &g_190;
static int8_t **** const g_2091 = &g_2092;
static int8_t **** const *g_2090 = &g_2091;
static uint64_t g_2132 = 1UL;
static int64_t ** const ***g_2187 = &g_1605[4];
static int32_t g_2230[4][7][9] = {{{0x1F1E03F6L,0x7025521DL,(-10L),0xDE5091B7L,6L,0L,0xA3B58575L,(-8L),(-10L)},{0xFA4EDD08L,0x7025521DL,(-1L),0x2605DD10L,(-2L),8L,(-1L),0L,1L},{0xA3B58575L,0x21E1E7C0L,0x8A7194EBL,0xB50A7CE6L,(-1L),0L,6L,0x788B3BD9L,1L},{(-10L),0L,(-1L),(-9L),0x99C25488L,0x2E981DEEL,0x6B37AFB7L,(-10L),6L},{(-9L),4L,(-10L),(-9L),(-6L),0x8A7194EBL,0L,0x21E1E7C0L,0x2605DD10L},{8L,1L,(-10L),0xB50A7CE6L,0x7C08804CL,0xDE5091B7L,0x8A7194EBL,0L,0x2E981DEEL},{0x9E616308L,0xA0B8EFACL,0x6B37AFB7L,0x2605DD10L,(-6L),(-4L),8L,0x99C25488L,8L}},{{(-4L),0x99C25488L,0xDE5091B7L,0xDE5091B7L,0x99C25488L,(-4L),0xFA4EDD08L,0x52711A26L,0xB50A7CE6L},{(-1L),0x70525238L,0L,(-10L),(-1L),0xDE5091B7L,0L,0x6B501859L,0xFA4D55ACL},{(-3L),0L,0L,5L,0x974E6F20L,0x344AACFEL,0xD011FA7EL,0xB50A7CE6L,0xA042CDD2L},{(-1L),0x6B501859L,9L,0xBC331E50L,0x2605DD10L,9L,0x123F8259L,0xB50A7CE6L,0x344AACFEL},{6L,0x9E616308L,1L,0x298896B7L,(-1L),5L,0x344AACFEL,0x6B501859L,0x123A5874L},{(-10L),(-1L),1L,8L,0L,0x123F8259L,(-1L),0xFA4EDD08L,0x344AACFEL},{0x9E93CD6DL,0xDE5091B7L,0x954A0A4BL,6L,0x8A7194EBL,(-1L),6L,6L,0xA042CDD2L}},{{0x9E93CD6DL,1L,0x123A5874L,(-1L),0x6B501859L,0xD011FA7EL,8L,0x2E981DEEL,0xFA4D55ACL},{(-10L),0xFA4EDD08L,0x123F8259L,0x344AACFEL,0L,0xFA4D55ACL,0x298896B7L,0x6B37AFB7L,0L},{6L,1L,(-1L),0x123F8259L,0L,0xBC331E50L,0xBC331E50L,0L,0x123F8259L},{(-1L),0xDE5091B7L,(-1L),0xD011FA7EL,1L,0L,5L,(-9L),9L},{(-3L),(-1L),0x123F8259L,0L,0x1F1E03F6L,0x9E93CD6DL,0x5426CBFBL,0x8A7194EBL,0xB7351E08L},{0x298896B7L,0x9E616308L,0x123A5874L,0xD011FA7EL,0x6B37AFB7L,0x954A0A4BL,0L,0x1F1E03F6L,0x954A0A4BL},{1L,0x6B501859L,0x954A0A4BL,0x123F8259L,0x6B37AFB7L,0x998D5088L,0xB7351E08L,(-10L),(-1L)}},{{0xFA4D55ACL,0L,1L,0x344AACFEL,0x1F1E03F6L,(-3L),0L,0x444370B4L,(-10L)},{0x123F8259L,1L,1L,(-1L),1L,0x998D5088L,1L,0xA3B58575L,0x5426CBFBL},{1L,6L,9L,6L,0L,0x954A0A4BL,1L,(-4L),8L},{0x5426CBFBL,0xB50A7CE6L,0L,8L,0L,0x9E93CD6DL,0L,1L,1L},{0xBC331E50L,6L,(-1L),0x298896B7L,0x6B501859L,0L,0xB7351E08L,(-4L),0xD011FA7EL},{0xD011FA7EL,0xA3B58575L,0L,0xBC331E50L,0x8A7194EBL,0xBC331E50L,0L,0xA3B58575L,0xD011FA7EL},{0xA33036EBL,0L,6L,5L,0L,0xFA4D55ACL,0x5426CBFBL,0x444370B4L,1L}}};
static int64_t *****g_2239 = (void*)0;
static int16_t g_2279 = (-9L);
static int32_t g_2284 = 0x2EE333A9L;
static uint16_t g_2286[9][10][2] = {{{0x87FCL,65535UL},{0UL,0UL},{2UL,4UL},{65532UL,0xFFB4L},{0x8EE8L,65532UL},{65535UL,0x5214L},{65529UL,0x18F4L},{4UL,65530UL},{0xF18CL,0xF1C7L},{2UL,9UL}},{{2UL,9UL},{0x2CB2L,0x18F4L},{0x0B2EL,0xE815L},{0x8EE8L,0xE495L},{65535UL,0x1230L},{0xB01CL,65535UL},{3UL,0xD836L},{65535UL,0x39D1L},{1UL,0x7AE6L},{65535UL,0x7AE6L}},{{1UL,0x39D1L},{65535UL,0xD836L},{3UL,65535UL},{0xB01CL,0x1230L},{65535UL,0xE495L},{0x8EE8L,0xE815L},{0x0B2EL,0x18F4L},{0x2CB2L,9UL},{2UL,9UL},{2UL,65532UL}},{{0x69A9L,65535UL},{1UL,65535UL},{0xE495L,0UL},{65535UL,65530UL},{0xFDDFL,65530UL},{0UL,1UL},{5UL,65535UL},{1UL,0x8EE8L},{0x07EAL,0xAB8DL},{4UL,65535UL}},{{1UL,65532UL},{9UL,5UL},{0xBF9BL,0x6A5AL},{0x2A54L,0UL},{7UL,0UL},{0x40DFL,5UL},{0x18F4L,0x07EAL},{65532UL,1UL},{5UL,0x1142L},{0xFD7AL,1UL}},{{65532UL,65535UL},{65535UL,0x0640L},{0xF18CL,65534UL},{65533UL,0x87FCL},{0x6A5AL,0x2CB2L},{0x7AE6L,0xFDDFL},{5UL,0x69A9L},{0UL,0x5BC8L},{0x81E8L,0x81E8L},{0xE29BL,65533UL}},{{0xE052L,2UL},{0xDCE6L,65535UL},{65529UL,0xDCE6L},{65532UL,65532UL},{65532UL,0xDCE6L},{65529UL,65535UL},{0xDCE6L,2UL},{0xE052L,65533UL},{0xE29BL,0x81E8L},{0x81E8L,0x5BC8L}},{{0UL,0x69A9L},{5UL,0xFDDFL},{0x7AE6L,0x2CB2L},{0x6A5AL,0x87FCL},{65533UL,65534UL},{0xF18CL,0x0640L},{65535UL,65535UL},{65532UL,1UL},{0xFD7AL,0x1142L},{5UL,1UL}},{{65532UL,0x07EAL},{0x18F4L,5UL},{0x40DFL,0UL},{7UL,0UL},{0x2A54L,0x6A5AL},{0xBF9BL,5UL},{9UL,65532UL},{1UL,65535UL},{4UL,0xAB8DL},{0x07EAL,0x8EE8L}}};
static uint8_t g_2301 = 0UL;
static int32_t * volatile g_2410 = &g_1384;
static int32_t **g_2425[2] = {&g_1720,&g_1720};
static const int32_t ** volatile g_2429 = (void*)0;
static const int32_t ** volatile g_2430 = (void*)0;
static int32_t * volatile g_2492 = (void*)0;
static int32_t * volatile g_2493 = &g_2284;
static int32_t ** volatile g_2502[9] = {&g_1224,&g_1224,&g_1224,&g_1224,&g_1224,&g_1224,&g_1224,&g_1224,&g_1224};
static int32_t ** volatile g_2503 = (void*)0;
static int32_t ** volatile g_2506[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static const uint16_t * volatile *g_2522 = (void*)0;
static int32_t * const volatile g_2550 = &g_45;
static int32_t * const volatile *g_2596 = &g_1224;
static int32_t * const volatile **g_2595[10] = {&g_2596,&g_2596,&g_2596,&g_2596,&g_2596,&g_2596,&g_2596,&g_2596,&g_2596,&g_2596};
static volatile int8_t g_2623 = 0xF1L;
static int16_t g_2664 = 0xDE5CL;
static int32_t ** volatile g_2709 = &g_124;
static int8_t ****g_2756[2][3] = {{&g_2092,&g_2092,&g_2092},{(void*)0,(void*)0,(void*)0}};
static int8_t *****g_2755 = &g_2756[1][1];
static const uint32_t g_2829 = 9UL;
static const uint32_t *g_2828 = &g_2829;
static const uint32_t **g_2827[2][4] = {{&g_2828,&g_2828,&g_2828,&g_2828},{&g_2828,&g_2828,&g_2828,&g_2828}};
static uint32_t g_2874[4] = {0UL,0UL,0UL,0UL};
static uint32_t g_2952 = 0xAA47D2ECL;
static int32_t g_3040 = 0x6A4FE9E6L;
static uint16_t g_3046 = 0UL;
static volatile uint32_t g_3170[8][7][4] = {{{1UL,0xDC6685C2L,1UL,0xA319B8EDL},{0x2805B864L,1UL,0UL,0xDC6685C2L},{1UL,18446744073709551615UL,0UL,1UL},{0x2805B864L,0xA2BCECCDL,1UL,0x7E647786L},{1UL,0UL,1UL,0xFB053EC6L},{1UL,0xFB053EC6L,0xEB633175L,0xFB053EC6L},{0UL,0UL,18446744073709551615UL,0x7E647786L}},{{0UL,0xA2BCECCDL,18446744073709551608UL,1UL},{18446744073709551615UL,18446744073709551615UL,0xBEF0DB3BL,0xDC6685C2L},{18446744073709551615UL,1UL,18446744073709551608UL,0xA319B8EDL},{0UL,0xDC6685C2L,18446744073709551615UL,0xA2BCECCDL},{0UL,18446744073709551609UL,0xEB633175L,1UL},{1UL,18446744073709551609UL,1UL,0xA2BCECCDL},{1UL,0xDC6685C2L,1UL,0xA319B8EDL}},{{0x2805B864L,1UL,0UL,0xDC6685C2L},{1UL,18446744073709551615UL,0UL,1UL},{0x2805B864L,0xA2BCECCDL,1UL,0x7E647786L},{1UL,0UL,1UL,0xFB053EC6L},{1UL,0xFB053EC6L,0xEB633175L,0xFB053EC6L},{0UL,0UL,18446744073709551615UL,0x7E647786L},{0UL,0xA2BCECCDL,18446744073709551608UL,1UL}},{{18446744073709551615UL,18446744073709551615UL,0xBEF0DB3BL,0xDC6685C2L},{18446744073709551615UL,1UL,18446744073709551608UL,0xA319B8EDL},{0UL,0xDC6685C2L,18446744073709551615UL,0xA2BCECCDL},{0UL,18446744073709551609UL,0xEB633175L,1UL},{1UL,18446744073709551609UL,1UL,0xA2BCECCDL},{1UL,0xDC6685C2L,1UL,0xA319B8EDL},{0x2805B864L,1UL,0UL,0xDC6685C2L}},{{1UL,18446744073709551615UL,0UL,1UL},{0x2805B864L,0xA2BCECCDL,1UL,0x7E647786L},{1UL,0UL,1UL,0xFB053EC6L},{1UL,0xFB053EC6L,0xEB633175L,0xFB053EC6L},{0UL,0UL,18446744073709551615UL,0x7E647786L},{0UL,0xA2BCECCDL,18446744073709551608UL,1UL},{18446744073709551615UL,18446744073709551615UL,0xBEF0DB3BL,0xDC6685C2L}},{{18446744073709551615UL,1UL,18446744073709551608UL,0xA319B8EDL},{0UL,0xDC6685C2L,18446744073709551615UL,0xA2BCECCDL},{0UL,18446744073709551609UL,0xEB633175L,1UL},{1UL,18446744073709551609UL,1UL,0xA2BCECCDL},{1UL,0xDC6685C2L,1UL,0xA319B8EDL},{0x2805B864L,1UL,0UL,0xDC6685C2L},{1UL,18446744073709551615UL,0UL,1UL}},{{0x2805B864L,0xA2BCECCDL,1UL,0x7E647786L},{1UL,5UL,0xBEF0DB3BL,18446744073709551609UL},{0xBEF0DB3BL,18446744073709551609UL,0UL,18446744073709551609UL},{1UL,5UL,18446744073709551608UL,0xDC6685C2L},{1UL,0UL,1UL,1UL},{18446744073709551608UL,1UL,0UL,18446744073709551615UL},{18446744073709551608UL,0xFB053EC6L,1UL,0xA2BCECCDL}},{{1UL,18446744073709551615UL,18446744073709551608UL,0UL},{1UL,0xA319B8EDL,0UL,0xFB053EC6L},{0xBEF0DB3BL,0xA319B8EDL,0xBEF0DB3BL,0UL},{0x2805B864L,18446744073709551615UL,0xEB633175L,0xA2BCECCDL},{0UL,0xFB053EC6L,1UL,18446744073709551615UL},{18446744073709551615UL,1UL,1UL,1UL},{0UL,0UL,0xEB633175L,0xDC6685C2L}}};
static volatile int32_t g_3208 = 0x76AA0E20L;
static volatile uint64_t g_3238 = 0xA0CE339CD8AD3F99LL;
static volatile uint8_t **g_3280 = &g_1495;
static volatile uint8_t ***g_3279[4] = {&g_3280,&g_3280,&g_3280,&g_3280};
static volatile uint8_t **** volatile g_3278 = &g_3279[1];
static int32_t g_3299[1] = {0L};
static int32_t g_3304 = 0L;
static int32_t g_3307[8] = {(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)};
static int32_t * const g_3306 = &g_3307[0];
static int32_t * const *g_3305 = &g_3306;
static int32_t **g_3340 = &g_1224;
static int32_t ***g_3339[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t ****g_3338 = &g_3339[2];
static int32_t *****g_3337[6][8][1] = {{{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338}},{{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338}},{{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338}},{{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338}},{{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338}},{{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338},{&g_3338}}};
static int64_t g_3381 = 0x7B09C0A6B00451C2LL;
static uint16_t *** const g_3391 = (void*)0;
static uint16_t *** const volatile * const volatile g_3390[1][9][5] = {{{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391},{&g_3391,&g_3391,&g_3391,&g_3391,&g_3391}}};
static uint16_t *g_3395 = &g_1948[1];
static uint16_t **g_3394 = &g_3395;
static uint16_t ***g_3393 = &g_3394;
static uint16_t ****g_3392 = &g_3393;
static volatile int32_t g_3528[2] = {0xB24C1C47L,0xB24C1C47L};
static uint64_t func_1(void);
static uint8_t func_3(uint32_t p_4, const uint64_t p_5, int16_t p_6);
static const uint64_t func_7(int8_t p_8, uint32_t p_9, int32_t p_10, int32_t p_11);
static uint32_t func_13(uint32_t p_14, int8_t p_15, int32_t p_16, int32_t p_17);
static int16_t func_18(int32_t p_19);
static int64_t func_22(uint32_t p_23, int32_t p_24);
static int32_t func_27(uint16_t p_28, int32_t p_29, uint32_t p_30);
static int8_t func_39(uint64_t p_40, uint32_t p_41);
static int32_t * func_72(uint32_t p_73, int32_t * p_74, int32_t * p_75, uint32_t p_76);
static uint32_t func_77(uint32_t p_78, int32_t * p_79, int16_t p_80, int32_t * p_81);
static uint64_t func_1(void)
{
    int32_t l_12 = 1L;
    int32_t *l_3532 = &g_58;
    uint64_t l_3533 = 18446744073709551615UL;
    (*l_3532) &= (g_2[4] , (func_3((((func_7(l_12, func_13(g_2[5], g_2[4], (func_18(((*g_1720) = (safe_sub_func_int64_t_s_s(5L, func_22((safe_div_func_int32_t_s_s(func_27(g_2[4], ((*g_124) = (safe_add_func_int8_t_s_s((safe_lshift_func_int8_t_s_u(((safe_mul_func_int8_t_s_s(g_2[4], (g_2[4] >= ((safe_rshift_func_int8_t_s_u(func_39((0xFEL & 5UL), l_12), (*g_149))) , l_12)))) && l_12), l_12)), l_12))), g_136), g_789)), l_12))))) == 0xDBF1L), l_12), l_12, l_12) , g_104) , g_3238) <= 0x98E5L), l_12, g_3040) ^ l_12));
    return l_3533;
}
static uint8_t func_3(uint32_t p_4, const uint64_t p_5, int16_t p_6)
{
    int32_t *l_3284 = (void*)0;
    int32_t **l_3285 = &g_1224;
    int32_t l_3288 = 0x7F05DD86L;
    int64_t *** const *l_3294 = &g_1809;
    int64_t *** const * const *l_3293 = &l_3294;
    int32_t **l_3300 = &g_1720;
    int32_t * const l_3303 = &g_3304;
    int32_t * const *l_3302 = &l_3303;
    int32_t * const **l_3301[1][10] = {{&l_3302,&l_3302,&l_3302,(void*)0,&l_3302,&l_3302,&l_3302,&l_3302,(void*)0,&l_3302}};
    int32_t l_3308 = 0x75C7CCC6L;
    int32_t l_3313 = 0x347CBA72L;
    int32_t l_3348 = 0x9BB03E3AL;
    const int16_t l_3375 = 0x7C55L;
    uint16_t ****l_3397 = &g_3393;
    int8_t ***l_3448 = &g_190;
    uint64_t l_3480[5][2] = {{6UL,6UL},{6UL,6UL},{6UL,6UL},{6UL,6UL},{6UL,6UL}};
    int32_t l_3525 = 0x57BCBC97L;
    int32_t l_3526[10] = {(-1L),(-1L),0x41D1E274L,0x63496CA3L,0x41D1E274L,(-1L),0x41D1E274L,0x98D0276FL,8L,0x98D0276FL};
    int32_t l_3527 = 0x0373F820L;
    int i, j;
    (*l_3285) = l_3284;
    if ((safe_lshift_func_int8_t_s_u((18446744073709551606UL <= ((l_3288 < (l_3308 ^= (0xB182L > (safe_sub_func_uint16_t_u_u(((safe_lshift_func_uint8_t_u_u(((l_3293 == (void*)0) & (safe_add_func_int32_t_s_s(((((safe_mul_func_int8_t_s_s(g_3299[0], (l_3300 == (g_3305 = &g_1720)))) , l_3288) || p_4) , (**g_869)), (*g_2828)))), 2)) & 0x4763D57FL), p_5))))) != (*g_1287))), 7)))
    {
        int64_t l_3309[3];
        int32_t l_3316 = (-8L);
        int32_t l_3317 = 6L;
        int32_t l_3318 = 0x6B237FBDL;
        int32_t l_3319 = 0L;
        int32_t l_3320 = 0x0325B859L;
        uint8_t l_3321 = 0xD0L;
        int32_t ***l_3336 = &l_3285;
        int32_t ****l_3335 = &l_3336;
        int32_t *****l_3334 = &l_3335;
        int8_t l_3415 = 1L;
        int32_t ***l_3441 = &g_2425[0];
        int8_t l_3464[4] = {0xD3L,0xD3L,0xD3L,0xD3L};
        int i;
        for (i = 0; i < 3; i++)
            l_3309[i] = 0x5D2A27A91378C8A9LL;
        (*g_124) |= p_6;
        for (g_45 = 0; (g_45 <= 3); g_45 += 1)
        {
            int32_t l_3310 = 0xC5AFF382L;
            int32_t *l_3311 = &g_204[1];
            int32_t *l_3312 = (void*)0;
            int32_t *l_3314 = &g_3299[0];
            int32_t *l_3315[7][2] = {{&g_1384,&g_3040},{&g_3040,&g_1384},{(void*)0,&g_58},{(void*)0,&g_1384},{&g_3040,&g_3040},{&g_1384,(void*)0},{&g_58,(void*)0}};
            int32_t l_3461 = (-1L);
            uint16_t l_3499 = 0xC4D8L;
            int i, j;
            l_3309[0] = (p_5 & 0UL);
            l_3321--;
            for (l_3308 = 0; (l_3308 <= 7); l_3308 += 1)
            {
                uint64_t l_3325 = 0xEF4A6210A17B41E7LL;
                int32_t *****l_3341 = &g_3338;
                int32_t l_3347 = 0x581EFF0AL;
                int32_t l_3349 = 3L;
                int i;
                for (g_104 = 0; (g_104 <= 7); g_104 += 1)
                {
                    uint32_t *l_3324[2];
                    int16_t *l_3330 = &g_353;
                    uint16_t *l_3331 = &g_2286[8][5][0];
                    int i;
                    for (i = 0; i < 2; i++)
                        l_3324[i] = &g_147;
                    (*l_3311) ^= (((++l_3325) , (l_3325 | p_6)) | (((p_5 || (safe_lshift_func_int16_t_s_u(((*l_3330) = ((l_3318 <= p_5) , p_4)), ((*l_3331) = p_5)))) & p_4) || 0x2D51L));
                    return l_3320;
                }
                if (p_6)
                    continue;
                (*l_3314) |= ((safe_add_func_int64_t_s_s((p_4 & 0x7220L), (((l_3334 == (l_3341 = g_3337[0][7][0])) , (void*)0) == &g_1605[5]))) | (p_5 != ((((safe_mod_func_int32_t_s_s(((*g_124) = (safe_rshift_func_int16_t_s_u((0x236DA76E3C9DF80CLL | ((+1UL) <= (-1L))), 9))), p_6)) || p_4) && p_5) != p_6)));
                for (l_3317 = 0; (l_3317 <= 3); l_3317 += 1)
                {
                    uint32_t l_3350 = 0x3FBE0B22L;
                    l_3350--;
                }
            }
            for (g_919 = 0; (g_919 <= 7); g_919 += 1)
            {
                int16_t *l_3378 = &g_302;
                int32_t l_3379 = 0x169F104FL;
                uint32_t *l_3380 = &g_89;
                int64_t l_3382 = 0L;
                int32_t l_3437 = (-1L);
                int32_t ***l_3443 = &l_3300;
                int64_t **l_3463 = &g_596[1];
                uint32_t l_3498 = 8UL;
                if ((safe_div_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((safe_sub_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((0x08L & ((safe_sub_func_int8_t_s_s(((safe_add_func_int32_t_s_s(p_4, ((safe_mod_func_int16_t_s_s((((*l_3311) = ((safe_sub_func_uint32_t_u_u(((p_5 , g_322[0]) , ((*l_3380) = (0UL > ((g_353 &= ((((***g_932) = (safe_add_func_uint16_t_u_u(p_4, (safe_rshift_func_int16_t_s_u((l_3375 > (safe_div_func_uint8_t_u_u(((((*l_3378) ^= (((***l_3334) == &l_3312) == 4294967295UL)) && g_297) ^ 0x52342897L), p_5))), 2))))) == 18446744073709551608UL) || l_3379)) <= 0UL)))), p_6)) != 7UL)) <= g_3381), g_550[5][2])) ^ l_3382))) || p_6), l_3379)) , l_3379)), 1)), p_5)), p_4)), 0xDA82B15BL)), p_4)))
                {
                    return p_5;
                }
                else
                {
                    uint32_t l_3383 = 6UL;
                    uint16_t *****l_3396[5][3] = {{&g_3392,&g_3392,&g_3392},{&g_3392,&g_3392,&g_3392},{&g_3392,&g_3392,&g_3392},{&g_3392,&g_3392,&g_3392},{&g_3392,&g_3392,&g_3392}};
                    int64_t *l_3414 = &l_3309[0];
                    uint8_t *l_3416 = (void*)0;
                    uint8_t *l_3417 = &g_126;
                    const uint32_t *l_3428 = &l_3383;
                    const uint32_t **l_3427 = &l_3428;
                    int32_t l_3460 = 0x8E188BE0L;
                    int32_t ***l_3462 = &g_2425[0];
                    int i, j;
                    l_3383--;
                    if ((safe_lshift_func_uint8_t_u_u((p_6 >= (safe_mul_func_uint8_t_u_u(((g_3390[0][0][2] == (l_3397 = g_3392)) && (safe_div_func_int32_t_s_s(((safe_mul_func_int8_t_s_s(((safe_mod_func_uint32_t_u_u((((safe_add_func_int32_t_s_s((((p_6 , (g_304 | ((**g_1286) , (safe_rshift_func_uint16_t_u_s((safe_div_func_int16_t_s_s(((-1L) && (safe_rshift_func_int16_t_s_s(((*l_3378) ^= ((safe_mod_func_int64_t_s_s(((***g_932) &= (*l_3314)), (((*l_3417) = ((l_3379 = ((*l_3414) = 1L)) | l_3415)) || p_6))) , g_2664)), 10))), 0xB19AL)), l_3383))))) , p_6) <= p_6), (*g_2828))) && l_3383) < p_4), p_4)) | p_4), 0x76L)) > 1UL), p_6))), l_3383))), p_4)))
                    {
                        uint32_t l_3424 = 0x8AA9F60DL;
                        uint64_t *l_3434[7];
                        int32_t l_3438 = 0xFB683581L;
                        int i;
                        for (i = 0; i < 7; i++)
                            l_3434[i] = &g_304;
                        l_3438 ^= ((((safe_add_func_int32_t_s_s(((safe_rshift_func_int16_t_s_s((safe_mod_func_int8_t_s_s(((l_3424 , (safe_rshift_func_uint8_t_u_s((l_3427 == (void*)0), (7UL & ((p_6 , (((safe_rshift_func_uint8_t_u_s(((((((safe_rshift_func_uint8_t_u_u((safe_unary_minus_func_uint64_t_u(0x6E594E5F3449F421LL)), 7)) < (((l_3379 = l_3383) && (safe_add_func_int8_t_s_s((-1L), (g_550[6][6] != g_322[2])))) ^ p_5)) && l_3437) || p_5) ^ 0L) && (****g_3392)), 7)) , 0xA4L) == 0x2EL)) & 4UL))))) != l_3382), l_3383)), p_5)) ^ (***g_3393)), l_3424)) , 0L) ^ l_3383) , p_6);
                        if (p_6)
                            continue;
                        l_3438 = p_5;
                    }
                    else
                    {
                        uint8_t l_3442 = 255UL;
                        (*l_3314) ^= 1L;
                        (*l_3314) = (safe_rshift_func_int8_t_s_u((l_3441 == ((((***g_1606) > l_3442) <= p_4) , l_3443)), 2));
                        if (p_5)
                            break;
                    }
                    if ((safe_rshift_func_uint16_t_u_u(((((((safe_add_func_uint8_t_u_u(p_4, (((*g_2091) = l_3448) == (void*)0))) || (safe_mul_func_uint16_t_u_u((p_5 || (((*l_3417) = ((safe_mul_func_int8_t_s_s(l_3383, (l_3460 = ((safe_div_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s(0xCFL, 7)), 0x3EL)) & (((safe_add_func_int16_t_s_s(9L, ((*l_3378) = ((((((***g_1606) = ((safe_unary_minus_func_uint32_t_u(((void*)0 == &l_3428))) == 9UL)) , 0xC040L) || 0x2B24L) <= 0x12F0AFD5A2A993FELL) != p_4)))) , p_4) || p_4))))) , 246UL)) , 65535UL)), l_3437))) != p_5) , 0x6CD2L) | 0x47B9L) | l_3461), 13)))
                    {
                        return p_4;
                    }
                    else
                    {
                        (*g_124) ^= (((*l_3314) , l_3462) == &g_2425[0]);
                    }
                    l_3463 = ((l_3460 = p_5) , (*g_1606));
                }
                if (l_3464[3])
                    continue;
                for (l_3415 = 0; (l_3415 <= 3); l_3415 += 1)
                {
                    int32_t ***l_3473 = &l_3285;
                    uint64_t *l_3481 = &g_1954[3][2];
                    (*l_3311) = ((safe_mul_func_int16_t_s_s((((*l_3314) == ((*l_3481) = (((***g_1809) , (safe_lshift_func_int8_t_s_u(((safe_mul_func_int8_t_s_s(p_4, ((((**g_3394) |= (((safe_mod_func_int16_t_s_s((l_3473 != (void*)0), p_6)) && (((*g_1720) , (safe_mul_func_int16_t_s_s(((safe_add_func_uint32_t_u_u(((*l_3380) &= (safe_sub_func_int64_t_s_s(0x376D79927ED0DB5DLL, 0UL))), p_4)) == 253UL), 0x0753L))) && p_4)) , p_4)) >= (*l_3311)) && l_3437))) , p_5), 1))) != l_3480[1][1]))) >= p_6), p_4)) & p_6);
                }
                for (g_104 = 0; (g_104 <= 7); g_104 += 1)
                {
                    uint32_t l_3500 = 9UL;
                    int32_t *l_3501 = &g_104;
                    l_3501 = (((safe_lshift_func_uint8_t_u_s(p_5, 7)) >= ((safe_lshift_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_u((((((((**g_3394)--) && ((((*l_3380) = ((*g_3395) <= (0UL | (!0xCC84DB4C4025B3FELL)))) | (((((safe_div_func_int32_t_s_s((safe_unary_minus_func_int16_t_s((l_3379 && ((void*)0 == (**g_1493))))), (safe_sub_func_uint16_t_u_u((safe_div_func_uint64_t_u_u(l_3498, ((p_6 | (***g_3393)) , 0xADD9B912252A1D12LL))), p_4)))) < 18446744073709551614UL) == 0x8DDF11FDL) > 0L) , (*g_2493))) & (**g_1286))) ^ l_3499) && 0UL) , (**g_595)) > p_5), 15)) , p_4), l_3500)) != l_3500)) , l_3501);
                }
            }
            for (g_585 = 0; (g_585 <= 3); g_585 += 1)
            {
                uint64_t l_3502 = 0x5FDEC52874CE2005LL;
                int32_t l_3506 = 0x8ED7C845L;
                int32_t l_3508 = 0xE17DC7F9L;
                int32_t l_3510 = 0x4525DBD0L;
                int32_t l_3511 = (-4L);
                int32_t l_3512 = 0xD4280C80L;
                int32_t l_3513 = 0x34AB608DL;
                int32_t l_3514 = 0x5BBADDC6L;
                int32_t l_3515 = 0L;
                int32_t l_3516 = 9L;
                uint8_t l_3517[6][10][1] = {{{0x64L},{0x64L},{0UL},{0xFBL},{0x09L},{0xFBL},{0UL},{0x64L},{0x64L},{0UL}},{{0xFBL},{0x09L},{0xFBL},{0UL},{0x64L},{0x64L},{0UL},{0xFBL},{0x09L},{0xFBL}},{{0UL},{0x64L},{0x64L},{0UL},{0xFBL},{0x09L},{0xFBL},{0UL},{0x64L},{0x64L}},{{0UL},{0xFBL},{0x09L},{0xFBL},{0UL},{0x64L},{0x64L},{0UL},{0xFBL},{0x09L}},{{0xFBL},{0UL},{0x64L},{0x64L},{0UL},{0xFBL},{0x09L},{0xFBL},{0UL},{0x64L}},{{0x64L},{0UL},{0xFBL},{0x09L},{0xFBL},{0UL},{0x64L},{0x64L},{0UL},{0xFBL}}};
                int i, j, k;
                l_3502--;
                (*g_124) = p_4;
                if (p_6)
                    break;
                for (g_353 = 3; (g_353 >= 0); g_353 -= 1)
                {
                    int16_t l_3505 = 0xCFCCL;
                    int32_t l_3507 = 0x5327D624L;
                    int32_t l_3509[6][6][7] = {{{1L,1L,0L,0xCCBA8B10L,0x8900A845L,(-9L),0xD9000582L},{0L,1L,(-1L),0x2C895EBDL,1L,1L,0x2C895EBDL},{0x95EFC85CL,0x74B86667L,0x95EFC85CL,1L,(-3L),(-1L),1L},{0xF4D4F19EL,(-1L),(-1L),1L,1L,0xA895DA23L,0L},{0L,0x851BCA5FL,0xD9000582L,0L,(-9L),(-1L),0xFC16537AL},{0xFAA21DF9L,1L,0x2DA90EB0L,(-9L),0x821D1D21L,1L,0x3C4ACEBDL}},{{(-9L),1L,0L,0xDBE51E2AL,0L,(-9L),0x95EFC85CL},{0L,0xFDA1C0AAL,0x587F7D73L,0xA895DA23L,0xFAA21DF9L,0x2DA90EB0L,0xC1EACB1FL},{0x58A3450AL,0x978F7E6CL,0L,(-10L),(-1L),0xD215B004L,(-1L)},{0xC1EACB1FL,0xFDA1C0AAL,0x2C895EBDL,0xF680075FL,0x2DA90EB0L,0L,0xDEA6460FL},{0L,1L,0x79813011L,0x04F22E74L,1L,0x04F22E74L,0x79813011L},{1L,1L,0xA895DA23L,0x3C4ACEBDL,0xDEA6460FL,(-1L),0xF680075FL}},{{0xE18FBDDEL,0x851BCA5FL,(-1L),(-9L),0xFC16537AL,0xB84EA274L,(-3L)},{0x3C4ACEBDL,(-1L),0xC4007BECL,0xFDA1C0AAL,0x821D1D21L,(-1L),0L},{0xFC16537AL,1L,0xD9000582L,0xD215B004L,(-6L),0x772EFEB8L,(-3L)},{(-1L),0x418E255BL,0L,0x418E255BL,(-1L),0L,(-1L)},{0L,(-7L),0xFC16537AL,(-1L),(-9L),0L,0xD9000582L},{(-9L),0x587F7D73L,6L,(-5L),0x2C895EBDL,(-1L),0L}},{{0L,(-1L),(-1L),(-6L),0L,0xD215B004L,0x5E9AD6ECL},{(-1L),0xF4D4F19EL,0x821D1D21L,6L,6L,0x821D1D21L,0xF4D4F19EL},{0xFC16537AL,0x772EFEB8L,0x5E9AD6ECL,0x978F7E6CL,0L,(-7L),1L},{0xC1EACB1FL,0xDEA6460FL,0x2DA90EB0L,0x5FBD3EE8L,0x418E255BL,0xA895DA23L,(-1L)},{(-1L),(-10L),0L,0x978F7E6CL,0x58A3450AL,0xDF350124L,0L},{0x2E329D39L,(-1L),(-1L),6L,0xC4007BECL,0xC1EACB1FL,0xC4007BECL}},{{(-1L),0xD7FBF2AAL,1L,(-6L),0x8FBEA884L,0x851BCA5FL,0x1CA38C93L},{0xA895DA23L,1L,0xF4D4F19EL,(-5L),0x5FBD3EE8L,0L,1L},{(-1L),0x978F7E6CL,0x8FBEA884L,(-1L),(-3L),0xB84EA274L,0x1CA38C93L},{0L,0xC1EACB1FL,0L,0x418E255BL,0xFAA21DF9L,1L,0xC4007BECL},{0L,(-1L),(-1L),0xD215B004L,(-1L),(-1L),0L},{0x2C895EBDL,0xFAA21DF9L,(-9L),0xFDA1C0AAL,0x2E329D39L,6L,(-1L)}},{{0L,0x74B86667L,(-6L),(-1L),0xFC16537AL,0xD7FBF2AAL,1L},{0xDEA6460FL,(-1L),(-9L),0xC1EACB1FL,0x587F7D73L,1L,0xF4D4F19EL},{0xE18FBDDEL,1L,(-1L),(-10L),(-8L),0xC34CFDDAL,0x5E9AD6ECL},{0L,0x96DA7859L,0L,(-1L),0xA895DA23L,0x2C895EBDL,0L},{0x79813011L,0xB84EA274L,0x8FBEA884L,0xC34CFDDAL,0L,0x07DACC39L,0xD9000582L},{0x418E255BL,0xF680075FL,0xF4D4F19EL,1L,1L,0x2C895EBDL,(-1L)}}};
                    int i, j, k;
                    if (l_3502)
                        break;
                    l_3517[3][2][0]++;
                    (*l_3311) |= (p_5 < ((**g_933) = p_6));
                }
            }
        }
    }
    else
    {
        int32_t *l_3522 = &g_45;
        int32_t *l_3523 = &g_206;
        int32_t *l_3524[6] = {&g_104,&g_1384,&g_104,&g_104,&g_1384,&g_104};
        uint8_t l_3529 = 0xF7L;
        int i;
        for (g_2284 = 0; (g_2284 == 4); g_2284 = safe_add_func_int64_t_s_s(g_2284, 8))
        {
            return p_4;
        }
        (*g_124) = 1L;
        l_3529--;
    }
    return p_5;
}
static const uint64_t func_7(int8_t p_8, uint32_t p_9, int32_t p_10, int32_t p_11)
{
    uint32_t l_2531 = 4294967293UL;
    int64_t *l_2546[9];
    int32_t l_2557 = 0x4174CEC6L;
    int32_t *l_2575 = &g_206;
    int32_t l_2604[10][9] = {{2L,0L,4L,0L,0L,4L,0L,2L,0x8B05D211L},{4L,3L,0xE9F7C02CL,(-9L),1L,0xE393522EL,(-1L),1L,0L},{0xEA6B481FL,6L,(-9L),0xF5C35F3DL,0xE9F7C02CL,0x1D226D04L,0x96928D4BL,(-1L),0x8B05D211L},{0x3580D671L,4L,(-10L),(-1L),0L,1L,(-8L),0L,0L},{(-1L),6L,0x1D226D04L,6L,0x49294EA2L,0x78732CC3L,(-8L),0x78732CC3L,0x49294EA2L},{0L,0x37E9A4C5L,0x37E9A4C5L,0L,1L,3L,0x09678452L,6L,(-1L)},{0xD3039A17L,7L,0xE393522EL,0x763B6AFAL,0x8B05D211L,(-1L),0x96928D4BL,0x1D226D04L,0xE9F7C02CL},{3L,0xD3039A17L,6L,0x49294EA2L,1L,6L,0x38C47E81L,0L,(-10L)},{(-2L),0x09678452L,1L,7L,0x49294EA2L,0xE9F7C02CL,0L,0L,6L},{0x96928D4BL,0L,1L,0xE393522EL,0L,0xE393522EL,1L,0L,0x96928D4BL}};
    int32_t *l_2617 = &g_2230[0][1][1];
    const uint8_t **l_2653 = (void*)0;
    const uint8_t ***l_2652 = &l_2653;
    const uint8_t ****l_2651 = &l_2652;
    const uint8_t *****l_2650 = &l_2651;
    int8_t ***l_2658[10][10] = {{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190},{&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190,&g_190}};
    int8_t **l_2705[7];
    uint16_t l_2818[3];
    const int32_t **l_2850 = (void*)0;
    const uint64_t ***l_2860 = &g_1286;
    const uint64_t ****l_2859[5] = {&l_2860,&l_2860,&l_2860,&l_2860,&l_2860};
    int32_t *l_2870 = &g_1384;
    uint16_t l_2890 = 1UL;
    int8_t l_3041 = 3L;
    int8_t l_3099 = (-1L);
    int8_t * const *l_3147 = (void*)0;
    int8_t * const **l_3146[5][9] = {{&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,(void*)0,&l_3147,&l_3147},{(void*)0,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,(void*)0,&l_3147,&l_3147},{&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147},{&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147},{&l_3147,&l_3147,(void*)0,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147,&l_3147}};
    int8_t * const ***l_3145[8];
    int8_t * const ****l_3144 = &l_3145[5];
    int64_t l_3162 = 0xC11D4F38D88F6983LL;
    int32_t l_3165 = 0x90F17181L;
    uint16_t ***l_3196 = (void*)0;
    uint16_t ****l_3195 = &l_3196;
    const uint64_t l_3211 = 6UL;
    int8_t l_3212 = 0x71L;
    int8_t l_3213 = (-1L);
    int64_t ***l_3217 = &g_595;
    uint8_t l_3227 = 0x9CL;
    uint64_t l_3253 = 1UL;
    int32_t *l_3276 = (void*)0;
    int i, j;
    for (i = 0; i < 9; i++)
        l_2546[i] = &g_136;
    for (i = 0; i < 7; i++)
        l_2705[i] = (void*)0;
    for (i = 0; i < 3; i++)
        l_2818[i] = 0x6C7BL;
    for (i = 0; i < 8; i++)
        l_3145[i] = &l_3146[0][2];
    p_11 = 0L;
    if (((*g_124) ^= (-9L)))
    {
        uint64_t l_2547[9];
        int16_t *l_2563[2][7][5];
        int32_t l_2568 = (-6L);
        int32_t **l_2572 = &g_1224;
        int32_t ***l_2571 = &l_2572;
        int32_t l_2606 = 0xCB852471L;
        int32_t l_2608 = 1L;
        int32_t l_2609 = 0x1823D53BL;
        int32_t l_2610 = 0xE1A63A71L;
        int32_t l_2611 = 0xDC7AD041L;
        int64_t l_2624 = 1L;
        int32_t l_2625 = 1L;
        uint64_t *l_2671[5] = {&g_789,&g_789,&g_789,&g_789,&g_789};
        uint64_t **l_2670 = &l_2671[3];
        uint32_t *l_2813 = (void*)0;
        uint32_t **l_2812 = &l_2813;
        uint8_t l_2929 = 0xFFL;
        uint32_t l_2965[5];
        uint32_t l_2985 = 1UL;
        int32_t l_3126 = 5L;
        int8_t *****l_3143 = &g_2756[1][1];
        int8_t * const ****l_3148[8] = {&l_3145[3],&l_3145[3],&l_3145[3],&l_3145[3],&l_3145[3],&l_3145[3],&l_3145[3],&l_3145[3]};
        int32_t l_3153 = 0xE6F91A7AL;
        int32_t l_3163 = 3L;
        int32_t l_3164[9];
        uint16_t *l_3184 = (void*)0;
        uint16_t ****l_3197 = (void*)0;
        const uint64_t l_3201[6][2] = {{0xA430DC65CE60F55FLL,0xA430DC65CE60F55FLL},{0x7C55F86B45C9E13DLL,0xA430DC65CE60F55FLL},{0xA430DC65CE60F55FLL,0x7C55F86B45C9E13DLL},{0xA430DC65CE60F55FLL,0xA430DC65CE60F55FLL},{0x7C55F86B45C9E13DLL,0xA430DC65CE60F55FLL},{0xA430DC65CE60F55FLL,0x7C55F86B45C9E13DLL}};
        uint8_t l_3204[5] = {0x0DL,0x0DL,0x0DL,0x0DL,0x0DL};
        uint8_t ***l_3260 = (void*)0;
        uint8_t ****l_3259 = &l_3260;
        uint8_t *****l_3258 = &l_3259;
        int i, j, k;
        for (i = 0; i < 9; i++)
            l_2547[i] = 8UL;
        for (i = 0; i < 2; i++)
        {
            for (j = 0; j < 7; j++)
            {
                for (k = 0; k < 5; k++)
                    l_2563[i][j][k] = &g_302;
            }
        }
        for (i = 0; i < 5; i++)
            l_2965[i] = 0xC131053DL;
        for (i = 0; i < 9; i++)
            l_3164[i] = 0xE4264E25L;
        for (g_2301 = (-3); (g_2301 < 21); g_2301 = safe_add_func_int8_t_s_s(g_2301, 9))
        {
            int16_t *l_2542 = (void*)0;
            int16_t *l_2543 = &g_302;
            uint64_t *l_2544 = &g_1954[5][3];
            uint64_t l_2545[5][6] = {{18446744073709551613UL,0x9F5E489776ACFB1ELL,18446744073709551613UL,18446744073709551613UL,0xB469CFB4F43482B3LL,18446744073709551613UL},{18446744073709551613UL,0x9F5E489776ACFB1ELL,18446744073709551613UL,18446744073709551613UL,0xB469CFB4F43482B3LL,18446744073709551613UL},{18446744073709551613UL,0x9F5E489776ACFB1ELL,18446744073709551613UL,18446744073709551613UL,0xB469CFB4F43482B3LL,18446744073709551613UL},{18446744073709551613UL,0x9F5E489776ACFB1ELL,18446744073709551613UL,18446744073709551613UL,0xB469CFB4F43482B3LL,18446744073709551613UL},{18446744073709551613UL,0x9F5E489776ACFB1ELL,18446744073709551613UL,18446744073709551613UL,0xB469CFB4F43482B3LL,18446744073709551613UL}};
            uint64_t ****l_2548 = &g_613;
            int8_t *l_2549 = &g_919;
            uint8_t *l_2556[8] = {&g_279,&g_279,&g_279,&g_279,&g_279,&g_279,&g_279,&g_279};
            int32_t l_2559[10] = {0x3CFAA447L,0x77158421L,0x3CFAA447L,0x77158421L,0x3CFAA447L,0x77158421L,0x3CFAA447L,0x77158421L,0x3CFAA447L,0x77158421L};
            uint16_t l_2560 = 65526UL;
            uint16_t *l_2567 = &g_1948[0];
            uint16_t **l_2566 = &l_2567;
            uint16_t ***l_2565 = &l_2566;
            uint16_t ****l_2564 = &l_2565;
            int32_t ***l_2569 = (void*)0;
            int64_t * const ***l_2708 = (void*)0;
            uint32_t l_2774 = 2UL;
            int16_t *l_2814 = &g_2279;
            uint16_t l_2815 = 0x780BL;
            const uint32_t *l_2826 = &g_147;
            const uint32_t **l_2825 = &l_2826;
            uint16_t l_2861 = 0xA48FL;
            int64_t l_2953 = 0x7A80338C9416A23ALL;
            int32_t l_3010 = 6L;
            uint32_t l_3025[2];
            int32_t l_3064 = 0x6B54D9ECL;
            uint32_t l_3067 = 0x2F8DDFC3L;
            uint8_t l_3125[3][5][3] = {{{0xCEL,4UL,252UL},{1UL,250UL,0xCEL},{0xC2L,0xCEL,252UL},{1UL,0x8DL,1UL},{255UL,0x33L,255UL}},{{255UL,0x33L,0x58L},{0x58L,0x8DL,250UL},{0x33L,0xCEL,0xEAL},{1UL,250UL,0x7EL},{0x33L,4UL,1UL}},{{0x58L,4UL,4UL},{255UL,0xEAL,4UL},{255UL,1UL,1UL},{1UL,255UL,0x7EL},{0xC2L,0x4FL,0xEAL}}};
            int i, j, k;
            for (i = 0; i < 2; i++)
                l_3025[i] = 0UL;
        }
        (*l_2870) |= (1UL < (((-5L) <= g_1729) < p_9));
        for (l_2531 = 0; (l_2531 <= 8); l_2531 += 1)
        {
            int64_t l_3158 = 1L;
            int32_t l_3159[6][3][4] = {{{0xA0ECF13CL,0xA0ECF13CL,(-1L),0xA5867512L},{1L,0x22BE84C2L,0xB4F031C7L,0xE6997345L},{9L,0xB4F031C7L,0xA5867512L,0xB4F031C7L}},{{0xA5867512L,0xB4F031C7L,9L,0xE6997345L},{0xB4F031C7L,0x22BE84C2L,1L,0xA5867512L},{(-1L),0xA0ECF13CL,0xA0ECF13CL,(-1L)}},{{(-1L),0xE6997345L,1L,0x9F5C67D9L},{0xB4F031C7L,(-1L),9L,0x8F157523L},{0xA5867512L,0xD7DAF9C4L,0xA5867512L,0x8F157523L}},{{9L,(-1L),0xB4F031C7L,0x9F5C67D9L},{1L,0xE6997345L,(-1L),(-1L)},{0xA0ECF13CL,0x8F157523L,0xA0ECF13CL,0xE6997345L}},{{0xA5867512L,9L,0xD7DAF9C4L,(-1L)},{1L,0xD7DAF9C4L,0xE6997345L,0xD7DAF9C4L},{0xE6997345L,0xD7DAF9C4L,1L,(-1L)}},{{0xD7DAF9C4L,9L,0xA5867512L,0xE6997345L},{0xA0ECF13CL,0x8F157523L,0x8F157523L,0xA0ECF13CL},{0xA0ECF13CL,(-1L),0xA5867512L,0x22BE84C2L}}};
            int16_t l_3169 = 0x30A1L;
            uint16_t *l_3182 = &g_3046;
            int32_t l_3194 = 1L;
            int32_t ****l_3200 = &l_2571;
            int32_t *****l_3199 = &l_3200;
            const int32_t l_3236 = 0xD6334EC5L;
            int32_t l_3241 = 7L;
            int32_t l_3272 = (-1L);
            int i, j, k;
            for (g_206 = 8; (g_206 >= 0); g_206 -= 1)
            {
                int32_t l_3151[6];
                const int32_t l_3152[6][2] = {{0x0CF407DAL,0x0CF407DAL},{0x0CF407DAL,0x0CF407DAL},{0x0CF407DAL,0x0CF407DAL},{0x0CF407DAL,0x0CF407DAL},{0x0CF407DAL,0x0CF407DAL},{0x0CF407DAL,0x0CF407DAL}};
                int32_t l_3160[8][8] = {{3L,0x606DD97FL,3L,3L,0x606DD97FL,3L,3L,0x606DD97FL},{0x606DD97FL,3L,3L,0x606DD97FL,3L,3L,0x606DD97FL,3L},{0x606DD97FL,0x606DD97FL,0xD948268FL,0x606DD97FL,0x606DD97FL,0xD948268FL,0x606DD97FL,0x606DD97FL},{3L,0x606DD97FL,3L,3L,0x606DD97FL,3L,3L,0x606DD97FL},{0x606DD97FL,3L,3L,0x606DD97FL,3L,3L,0x606DD97FL,3L},{0x606DD97FL,0x606DD97FL,0xD948268FL,0x606DD97FL,0x606DD97FL,0xD948268FL,0x606DD97FL,0x606DD97FL},{3L,0x606DD97FL,3L,3L,0x606DD97FL,3L,3L,0x606DD97FL},{0x606DD97FL,3L,3L,0x606DD97FL,3L,3L,0x606DD97FL,3L}};
                int32_t l_3166[2][2] = {{0xC4308751L,0xC4308751L},{0xC4308751L,0xC4308751L}};
                int32_t l_3168 = 0xD165A80AL;
                uint16_t *l_3181[6][3] = {{&g_3046,&g_1948[2],(void*)0},{&l_2818[2],&g_1948[2],&l_2818[2]},{&g_2286[6][0][0],&g_3046,(void*)0},{&g_2286[6][0][0],&g_2286[6][0][0],&g_3046},{&l_2818[2],&g_3046,&g_3046},{&g_3046,&g_1948[2],(void*)0}};
                int i, j;
                for (i = 0; i < 6; i++)
                    l_3151[i] = (-4L);
                if ((l_3153 &= ((safe_lshift_func_uint16_t_u_u((((safe_div_func_uint32_t_u_u((+((*l_2870) ^= (p_8 ^= (safe_mul_func_int8_t_s_s(p_9, (safe_sub_func_int32_t_s_s(((l_3143 != (l_3148[7] = l_3144)) == ((g_596[g_206] != (*g_1286)) > ((l_3151[0] | l_3152[1][1]) != ((void*)0 != (**g_2090))))), 0L))))))), p_10)) , p_8) , 0UL), 14)) , p_11)))
                {
                    int32_t *l_3154 = &l_2604[1][3];
                    int32_t *l_3155 = &g_204[5];
                    int32_t *l_3156 = (void*)0;
                    int32_t *l_3157[7][7] = {{&l_2568,&l_2557,&g_58,&l_2625,&g_204[0],&g_206,&l_2606},{&l_3151[2],&l_2608,&l_3151[2],&g_204[3],&g_206,(void*)0,&g_206},{&l_2625,&g_206,&g_206,&l_2625,&g_104,&l_2606,&g_204[3]},{&l_2606,&g_206,&l_3151[2],(void*)0,&l_2568,&g_104,(void*)0},{&g_204[3],&l_2608,&l_2606,&l_2557,&l_2606,&l_2608,&g_204[3]},{&g_204[0],&l_2557,&l_2608,(void*)0,&l_2606,&l_3151[0],&g_206},{&l_2568,&l_3151[0],(void*)0,&l_2606,&l_2568,&l_2568,&l_2606}};
                    int64_t l_3161 = 1L;
                    int8_t l_3167 = 4L;
                    int i, j;
                    if ((*l_2870))
                        break;
                    --g_3170[7][0][3];
                }
                else
                {
                    uint64_t l_3191 = 0x7534DAB6023067DDLL;
                    for (g_789 = 3; (g_789 <= 8); g_789 += 1)
                    {
                        uint16_t **l_3183[7] = {&l_3182,&l_3182,&l_3182,&l_3182,&l_3182,&l_3182,&l_3182};
                        int i;
                        l_3194 &= ((((safe_lshift_func_uint8_t_u_s(((safe_sub_func_int64_t_s_s(((0L < ((*l_2870) = (((safe_lshift_func_int8_t_s_u(((((l_3181[2][2] = l_3181[3][0]) != (l_3184 = l_3182)) != 1UL) >= ((void*)0 != &g_1492[3][2])), (((safe_mod_func_uint64_t_u_u((l_3159[3][0][0] && (safe_mod_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u((l_3191 < (safe_div_func_uint16_t_u_u(p_8, p_8))), p_10)), p_8))), p_11)) & l_3191) , 7UL))) & p_8) >= (-4L)))) || p_8), p_8)) & l_3191), p_11)) | p_9) , 1UL) & (*g_1236));
                        return (*l_2870);
                    }
                }
                l_3197 = l_3195;
                for (g_740 = 0; (g_740 <= 8); g_740 += 1)
                {
                    int32_t *****l_3198[7];
                    int i;
                    for (i = 0; i < 7; i++)
                        l_3198[i] = (void*)0;
                    l_3199 = l_3198[5];
                }
            }
            if (((((*l_2575) = p_8) <= ((l_3201[5][0] || (safe_add_func_int16_t_s_s((l_3204[4] && p_8), (-1L)))) & (safe_unary_minus_func_uint16_t_u((g_1948[3] = (((((*l_2870) = (((((p_9 , (((p_8 && (safe_lshift_func_int8_t_s_s(((g_3208 , (g_2664 = (safe_sub_func_int16_t_s_s(g_485, p_9)))) | 0xC6D0L), p_11))) , p_11) ^ (*l_2870))) > p_9) == p_11) ^ 9UL) || l_3211)) , l_3212) && p_11) >= g_2230[1][1][8])))))) & (-1L)))
            {
                int32_t **l_3215[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
                int32_t l_3218 = (-1L);
                int i;
                if (((*l_2870) |= (4294967295UL | l_3213)))
                {
                    for (g_297 = 0; g_297 < 4; g_297 += 1)
                    {
                        for (g_2284 = 0; g_2284 < 7; g_2284 += 1)
                        {
                            for (l_2611 = 0; l_2611 < 9; l_2611 += 1)
                            {
                                g_2230[g_297][g_2284][l_2611] = 0L;
                            }
                        }
                    }
                    if ((**g_1624))
                        continue;
                }
                else
                {
                    uint16_t l_3214 = 0xA16CL;
                    int64_t ***l_3216 = &g_595;
                    for (p_8 = 8; (p_8 >= 0); p_8 -= 1)
                    {
                        l_3214 = p_9;
                        (*l_2870) = ((((g_2425[0] = l_3215[2]) != &g_1720) , 0xD4L) ^ ((l_3216 != l_3217) & p_9));
                        (*l_2870) ^= l_3218;
                        if (p_9)
                            break;
                    }
                }
            }
            else
            {
                int8_t l_3222 = 0L;
                int32_t l_3239[5];
                int32_t *l_3240 = &l_2604[5][6];
                int32_t *l_3242 = &l_3159[5][0][3];
                int32_t *l_3243 = &g_206;
                int32_t *l_3244 = &l_3163;
                int32_t *l_3245 = &g_45;
                int32_t *l_3246 = &l_3159[3][0][2];
                int32_t *l_3247 = &l_3165;
                int32_t *l_3248 = &l_3159[3][0][2];
                int32_t *l_3249 = (void*)0;
                int32_t *l_3250 = (void*)0;
                int32_t *l_3251 = &l_2557;
                int32_t *l_3252[6][4][6] = {{{&l_3239[0],&l_3159[3][0][2],&g_58,&l_3164[7],&g_206,&l_2606},{&g_58,&l_3163,&l_3163,&g_104,&g_206,(void*)0},{&l_2604[7][4],(void*)0,(void*)0,&l_2604[4][3],(void*)0,&g_206},{&g_204[3],(void*)0,&g_104,&l_2604[4][3],&g_104,&g_104}},{{&l_2604[7][4],&l_3194,&l_3163,&g_104,(void*)0,&l_3163},{&g_58,&l_2557,&l_3194,&l_3159[3][0][2],(void*)0,&l_3163},{(void*)0,&l_3163,&l_3194,&g_204[3],&l_3194,&l_3163},{&l_3165,(void*)0,&l_3163,&l_3163,&l_2557,&g_104}},{{&l_3163,&l_2557,&g_104,&l_2604[7][4],&g_1384,&g_206},{&g_206,&l_2557,(void*)0,&l_2557,&l_2557,(void*)0},{&l_2604[3][7],(void*)0,&l_3163,&g_206,&l_3194,(void*)0},{&l_2557,&l_3163,&g_1384,(void*)0,(void*)0,&g_104}},{{&l_2557,&l_2557,(void*)0,&g_206,(void*)0,&l_3194},{&l_2604[3][7],&l_3194,(void*)0,&l_2557,&g_104,(void*)0},{&g_206,(void*)0,&g_104,&l_2604[7][4],(void*)0,(void*)0},{&l_3163,(void*)0,(void*)0,&l_3163,&g_206,&l_3194}},{{&l_3165,&l_3163,(void*)0,&g_204[3],&l_2557,&g_104},{(void*)0,(void*)0,&g_1384,&l_3159[3][0][2],&l_2557,(void*)0},{&g_58,&l_3163,&l_3163,&g_104,&g_206,(void*)0},{&l_2604[7][4],(void*)0,(void*)0,&l_2604[4][3],(void*)0,&g_206}},{{&g_204[3],(void*)0,&g_104,&l_2604[4][3],&g_104,&g_104},{&l_2604[7][4],&l_3194,&l_3163,&g_104,(void*)0,&l_3163},{&g_58,&l_2557,&l_3194,&l_3159[3][0][2],(void*)0,&l_3163},{(void*)0,&l_3163,&l_3194,&g_204[3],&l_3194,&l_3163}}};
                int i, j, k;
                for (i = 0; i < 5; i++)
                    l_3239[i] = (-10L);
                for (g_89 = 0; (g_89 <= 8); g_89 += 1)
                {
                    int32_t **l_3237 = &g_124;
                    for (g_2132 = 3; (g_2132 <= 8); g_2132 += 1)
                    {
                        uint16_t l_3219 = 65531UL;
                        (*l_2870) &= (l_3219 ^= p_11);
                        (*l_2575) |= (safe_div_func_int8_t_s_s((l_3222 = 0x98L), (((*l_2617) &= (safe_div_func_uint64_t_u_u((((((*g_309) = (safe_add_func_uint32_t_u_u(l_3227, (((safe_lshift_func_uint8_t_u_s((((&g_1101 != (void*)0) , (((safe_sub_func_uint64_t_u_u((safe_add_func_uint64_t_u_u(p_8, p_11)), (((safe_mul_func_uint8_t_u_u((l_3236 & ((void*)0 != l_3237)), (**l_3237))) > (-6L)) , (-1L)))) || g_2286[8][5][0]) & 0x704E2CF8A4EAC62CLL)) , p_11), p_9)) , l_3219) != p_8)))) >= (**l_3237)) , g_3238) >= 0xC3D4L), 0x654F72A374B39E62LL))) , l_3239[0])));
                    }
                    if ((**g_869))
                        continue;
                }
                l_3253--;
            }
            for (l_2929 = 2; (l_2929 <= 8); l_2929 += 1)
            {
                (*l_2575) = (safe_rshift_func_int16_t_s_s(((*l_2870) = ((*g_1287) , (&l_2651 == (p_8 , l_3258)))), (safe_mul_func_int16_t_s_s(((safe_unary_minus_func_int32_t_s(((safe_div_func_int64_t_s_s((-1L), p_8)) && (0xA0B84F8BL | p_10)))) , (safe_rshift_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((((safe_div_func_uint64_t_u_u(l_3272, p_9)) , (void*)0) == g_2522), 0x87064A90L)), g_1954[7][3]))), 4UL))));
            }
        }
    }
    else
    {
        uint16_t *l_3273 = &g_3046;
        uint8_t ** const **l_3275 = (void*)0;
        int8_t ***l_3277[5];
        int32_t l_3283 = 0x90B27808L;
        int i;
        for (i = 0; i < 5; i++)
            l_3277[i] = &g_190;
        (*l_2870) &= (((((*l_3273) &= p_9) , (+(l_3275 != ((((void*)0 != l_3276) , ((*l_2617) &= (l_3277[1] == ((**g_933) , (void*)0)))) , g_3278)))) >= (safe_sub_func_int64_t_s_s((**g_933), 0x9EB500F6983742B8LL))) , l_3283);
    }
    return (*l_2575);
}
static uint32_t func_13(uint32_t p_14, int8_t p_15, int32_t p_16, int32_t p_17)
{
    uint8_t l_1953 = 1UL;
    int32_t *l_1959 = &g_204[3];
    int16_t l_1960 = 0xE31FL;
    int32_t l_2027 = 0x590470A0L;
    int64_t l_2028 = 0L;
    uint32_t l_2042 = 0xAF17CCC8L;
    int32_t l_2064 = 0xA724DF56L;
    int32_t l_2069[1][4][5] = {{{5L,5L,0x7203C71EL,0x7203C71EL,5L},{0x21C3BF10L,1L,0x21C3BF10L,1L,0x21C3BF10L},{5L,0x7203C71EL,0x7203C71EL,5L,5L},{0L,1L,0L,1L,0L}}};
    uint16_t l_2074 = 0x937AL;
    int8_t ****l_2094[10][8][3] = {{{&g_502,&g_502,&g_502},{&g_2092,(void*)0,&g_502},{&g_502,&g_502,&g_502},{&g_502,(void*)0,&g_502},{&g_2092,&g_2092,&g_2092},{&g_2092,&g_2092,&g_2092},{(void*)0,&g_2092,&g_2092},{&g_502,(void*)0,&g_502}},{{&g_502,&g_502,(void*)0},{&g_2092,&g_2092,&g_2092},{&g_2092,(void*)0,&g_502},{&g_2092,&g_502,(void*)0},{&g_2092,&g_502,(void*)0},{&g_502,&g_2092,&g_502},{&g_2092,&g_2092,&g_2092},{&g_2092,&g_502,&g_502}},{{(void*)0,&g_502,&g_502},{&g_2092,&g_502,&g_502},{&g_502,&g_2092,&g_2092},{(void*)0,&g_2092,&g_2092},{&g_2092,&g_2092,(void*)0},{(void*)0,&g_2092,(void*)0},{&g_2092,&g_502,&g_2092},{&g_2092,&g_2092,(void*)0}},{{&g_2092,&g_502,&g_502},{(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_2092},{&g_502,(void*)0,(void*)0},{&g_502,&g_2092,&g_502},{&g_2092,&g_2092,(void*)0},{(void*)0,&g_502,&g_2092},{&g_502,(void*)0,(void*)0}},{{(void*)0,&g_2092,(void*)0},{&g_502,&g_502,&g_2092},{&g_502,&g_502,&g_2092},{&g_2092,&g_502,&g_502},{&g_2092,&g_502,&g_502},{&g_502,(void*)0,&g_502},{&g_502,&g_502,&g_2092},{&g_2092,&g_2092,&g_502}},{{&g_502,&g_2092,(void*)0},{&g_502,&g_2092,(void*)0},{&g_502,&g_502,&g_502},{(void*)0,(void*)0,&g_2092},{&g_502,&g_502,&g_502},{&g_2092,&g_502,&g_2092},{&g_2092,&g_502,&g_2092},{&g_2092,&g_502,&g_2092}},{{&g_2092,&g_2092,&g_2092},{(void*)0,(void*)0,&g_2092},{&g_2092,&g_502,&g_2092},{&g_2092,&g_2092,&g_502},{&g_2092,&g_2092,&g_502},{&g_502,(void*)0,&g_502},{&g_502,(void*)0,&g_2092},{&g_502,(void*)0,&g_502}},{{&g_2092,&g_502,&g_502},{&g_2092,&g_2092,&g_502},{&g_2092,&g_502,&g_2092},{(void*)0,&g_2092,&g_502},{&g_2092,&g_2092,(void*)0},{&g_2092,&g_2092,&g_2092},{&g_2092,&g_2092,&g_2092},{&g_2092,&g_502,&g_502}},{{&g_502,&g_502,&g_2092},{(void*)0,&g_502,&g_2092},{&g_502,&g_2092,&g_2092},{&g_502,&g_2092,&g_2092},{&g_502,&g_502,&g_2092},{&g_2092,&g_502,&g_2092},{&g_502,&g_2092,&g_2092},{&g_502,(void*)0,&g_502}},{{&g_2092,&g_2092,&g_2092},{&g_2092,(void*)0,&g_2092},{&g_502,&g_502,&g_502},{(void*)0,&g_2092,&g_502},{&g_2092,(void*)0,&g_502},{&g_502,&g_502,&g_502},{(void*)0,&g_2092,(void*)0},{(void*)0,(void*)0,&g_2092}}};
    int8_t *****l_2093 = &l_2094[3][4][2];
    uint64_t l_2104 = 0xECA737EB227EDA3ELL;
    uint16_t l_2136[8] = {0x9B9AL,0x9B9AL,0xC2EAL,0x9B9AL,0x9B9AL,0xC2EAL,0x9B9AL,0x9B9AL};
    int8_t l_2177 = 9L;
    uint64_t *l_2197 = (void*)0;
    uint64_t **l_2196 = &l_2197;
    uint64_t ** const *l_2195 = &l_2196;
    uint32_t l_2233 = 0xC221E09AL;
    uint8_t ** const * const l_2236 = &g_1168[1];
    uint16_t ***l_2240 = (void*)0;
    int64_t l_2267[3];
    uint32_t l_2270 = 7UL;
    int32_t l_2278[5][1][10];
    int8_t l_2283 = (-6L);
    const uint16_t l_2314 = 0x5A43L;
    int32_t l_2337 = 0x4DD272A2L;
    const uint64_t l_2339 = 0xAB2B7129515AE152LL;
    uint64_t ****l_2362 = &g_613;
    const int64_t **l_2422 = (void*)0;
    const int64_t *** const l_2421 = &l_2422;
    int32_t **l_2427[6] = {&g_1720,&g_1720,&g_1720,&g_1720,&g_1720,&g_1720};
    int16_t l_2455 = 9L;
    int32_t l_2458[8] = {0L,0L,0L,0L,0L,0L,0L,0L};
    int32_t l_2476 = 6L;
    int32_t *l_2495 = (void*)0;
    uint64_t l_2505 = 0xD3DACF38B77237ECLL;
    uint16_t *l_2524 = &l_2136[1];
    uint16_t **l_2523[6] = {(void*)0,&l_2524,&l_2524,(void*)0,&l_2524,&l_2524};
    uint16_t l_2525 = 0x3959L;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_2267[i] = 0x41241594D8F17C36LL;
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 10; k++)
                l_2278[i][j][k] = 1L;
        }
    }
    g_2952 = (uint16_t)p_15;
    (*g_124) = l_1953;
    return l_2525;
}
static int16_t func_18(int32_t p_19)
{
    int32_t *l_1883 = &g_204[3];
    int32_t *l_1884 = &g_204[3];
    int32_t *l_1885 = &g_204[3];
    int32_t *l_1886[6][3] = {{&g_204[3],&g_204[3],&g_204[3]},{&g_204[4],&g_206,&g_206},{&g_204[3],&g_204[3],&g_204[3]},{&g_204[4],&g_206,&g_206},{&g_204[3],&g_204[3],&g_204[3]},{&g_204[4],&g_206,&g_206}};
    uint32_t l_1887 = 0x168023F0L;
    int32_t l_1896 = (-9L);
    uint8_t l_1897[8] = {0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
    int i, j;
    --l_1887;
    for (g_408 = 26; (g_408 < (-15)); g_408 = safe_sub_func_uint8_t_u_u(g_408, 5))
    {
        int32_t *l_1892 = &g_1384;
        int32_t **l_1893 = &l_1885;
        int32_t l_1895 = 0x7A06BA5EL;
        int32_t l_1902 = (-1L);
        int32_t l_1903 = 0L;
        int32_t l_1904[7] = {0xE0BB10F7L,0xE0BB10F7L,(-10L),0xE0BB10F7L,0xE0BB10F7L,(-10L),0xE0BB10F7L};
        uint32_t l_1905 = 18446744073709551612UL;
        int i;
        (*g_1894) = ((*l_1893) = l_1892);
        l_1897[6]--;
        if (p_19)
        {
            int32_t l_1900 = 0x5E1104D4L;
            int32_t l_1901[5][3] = {{1L,8L,0x1DC11535L},{(-7L),(-7L),0x1DC11535L},{8L,1L,(-1L)},{(-1L),(-7L),(-1L)},{(-1L),8L,(-7L)}};
            int i, j;
            (*l_1884) = (1L == p_19);
            l_1905++;
            (**l_1893) ^= l_1900;
            (*l_1892) ^= ((*l_1884) , (-3L));
        }
        else
        {
            uint8_t l_1912 = 0UL;
            int16_t *l_1932 = &g_302;
            int32_t l_1933 = 0xDC44C07EL;
            int32_t l_1934 = (-5L);
            int32_t l_1935 = 0xE786AE09L;
            int32_t l_1936 = (-1L);
            uint16_t l_1937 = 9UL;
            uint8_t *l_1940 = &g_126;
            int64_t *l_1941[2];
            uint32_t **l_1949 = (void*)0;
            uint32_t *l_1951 = (void*)0;
            uint32_t **l_1950 = &l_1951;
            uint64_t *l_1952 = &g_789;
            int i;
            for (i = 0; i < 2; i++)
                l_1941[i] = &g_136;
            (*g_124) ^= (safe_rshift_func_int16_t_s_s((p_19 | ((***g_932) < ((safe_add_func_uint8_t_u_u(l_1912, ((safe_rshift_func_int16_t_s_s(((g_1384 && (safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((((+p_19) < (safe_div_func_uint8_t_u_u(((1UL >= ((*l_1932) = ((safe_lshift_func_uint8_t_u_s((p_19 == ((safe_div_func_int8_t_s_s((safe_mod_func_uint16_t_u_u((safe_div_func_int64_t_s_s((safe_div_func_uint32_t_u_u((((g_136 || (&g_1102 != (void*)0)) , (void*)0) != (void*)0), 0xC9FF38F7L)), p_19)), (-1L))), (*l_1892))) & 7L)), 5)) , p_19))) <= (*l_1885)), 0x19L))) | (*g_309)), 11)), 5L))) | p_19), (*l_1884))) > p_19))) & p_19))), 6));
            --l_1937;
            (*l_1884) = ((l_1934 = (((*l_1940) &= 0xA2L) || l_1937)) <= ((*l_1952) = ((((safe_rshift_func_uint16_t_u_u((g_204[3] , (safe_div_func_uint8_t_u_u((p_19 > (((safe_div_func_int8_t_s_s(((*l_1884) , ((((*l_1950) = func_72(g_1948[3], (*g_792), l_1885, p_19)) == &g_147) && (*l_1892))), 3UL)) && 0L) & 0xD611E9C2L)), 8L))), 12)) != l_1936) && (**l_1893)) & (*g_1287))));
            return p_19;
        }
    }
    return p_19;
}
static int64_t func_22(uint32_t p_23, int32_t p_24)
{
    int32_t *l_1872 = &g_204[2];
    int32_t *l_1873 = (void*)0;
    int32_t *l_1874 = &g_206;
    int32_t l_1875[10];
    int32_t *l_1876 = &l_1875[4];
    int8_t l_1877 = 6L;
    int32_t *l_1878 = &l_1875[6];
    int32_t *l_1879[5][3][1] = {{{&g_45},{(void*)0},{&g_45}},{{&g_204[5]},{(void*)0},{&g_204[5]}},{{&g_45},{(void*)0},{&g_45}},{{&g_204[5]},{(void*)0},{&g_204[5]}},{{&g_45},{(void*)0},{&g_45}}};
    uint8_t l_1880[9] = {0x7CL,0x7CL,0x7CL,0x7CL,0x7CL,0x7CL,0x7CL,0x7CL,0x7CL};
    int i, j, k;
    for (i = 0; i < 10; i++)
        l_1875[i] = 0xAD5EAABDL;
    l_1880[2]++;
    return p_23;
}
static int32_t func_27(uint16_t p_28, int32_t p_29, uint32_t p_30)
{
    int64_t l_1310[3];
    int32_t l_1326 = 0xCD2CA20DL;
    int64_t ***l_1381 = &g_595;
    const uint64_t **l_1455 = &g_1287;
    uint8_t *l_1463[4][2][3] = {{{&g_126,&g_279,&g_279},{&g_279,&g_279,&g_126}},{{&g_126,&g_279,&g_126},{&g_279,&g_279,&g_126}},{{&g_279,&g_279,&g_279},{&g_126,&g_279,&g_279}},{{&g_279,&g_279,&g_126},{&g_126,&g_279,&g_126}}};
    int32_t l_1467 = (-8L);
    int32_t l_1468 = 0x5DC9681BL;
    int32_t l_1481 = 1L;
    int32_t l_1482 = (-1L);
    int32_t l_1485 = 0x7D028BF0L;
    uint8_t l_1519 = 0x88L;
    int64_t ****l_1553 = (void*)0;
    int64_t *****l_1552 = &l_1553;
    uint8_t l_1558 = 0xC7L;
    const int8_t *** const l_1678 = (void*)0;
    const int8_t *** const *l_1677 = &l_1678;
    uint32_t l_1783 = 4294967294UL;
    uint32_t *l_1867 = (void*)0;
    uint32_t *l_1868 = &g_147;
    uint16_t *l_1871[4];
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_1310[i] = 0xFF8E896E43ED8E76LL;
    for (i = 0; i < 4; i++)
        l_1871[i] = (void*)0;
lbl_1465:
    (*g_124) &= p_29;
    for (g_297 = 0; (g_297 <= 1); g_297 += 1)
    {
        int32_t l_1315 = 0x2C615769L;
        int32_t l_1328 = 0x8CA66E1FL;
        uint32_t l_1329 = 0x891D9C78L;
        uint32_t l_1341 = 0x9C26DBB0L;
        int32_t l_1366 = 5L;
        uint64_t l_1420[2][6] = {{1UL,0x5975CA86D2C676BFLL,0x5975CA86D2C676BFLL,1UL,0x5975CA86D2C676BFLL,0x5975CA86D2C676BFLL},{1UL,0x5975CA86D2C676BFLL,0x5975CA86D2C676BFLL,1UL,0x5975CA86D2C676BFLL,0x5975CA86D2C676BFLL}};
        int32_t l_1450[5];
        int64_t l_1451 = (-5L);
        const int64_t **l_1479 = (void*)0;
        const int64_t ***l_1478 = &l_1479;
        const int64_t ****l_1477 = &l_1478;
        const int64_t *****l_1476 = &l_1477;
        int32_t *l_1543 = &g_204[1];
        int8_t ***l_1556[9][3] = {{&g_190,&g_190,&g_190},{&g_190,(void*)0,&g_190},{&g_190,&g_190,&g_190},{&g_190,(void*)0,&g_190},{&g_190,&g_190,&g_190},{&g_190,(void*)0,&g_190},{&g_190,&g_190,&g_190},{&g_190,(void*)0,&g_190},{&g_190,&g_190,&g_190}};
        int32_t **l_1668 = &g_124;
        int32_t ***l_1667 = &l_1668;
        int32_t **** const l_1666[6] = {&l_1667,&l_1667,&l_1667,&l_1667,&l_1667,&l_1667};
        int8_t *****l_1756 = (void*)0;
        const uint64_t **l_1784 = (void*)0;
        uint32_t l_1847 = 4294967295UL;
        int i, j;
        for (i = 0; i < 5; i++)
            l_1450[i] = 0xC2F9E0B2L;
        for (g_485 = 0; (g_485 <= 3); g_485 += 1)
        {
            uint64_t *l_1323 = &g_789;
            int32_t l_1327 = 0x3DFD015FL;
            uint64_t l_1365 = 1UL;
            int64_t l_1424 = 0x8FA68666D65CD370LL;
            int32_t **l_1438[1][3];
            int32_t ** const *l_1437[2][6] = {{&l_1438[0][0],&l_1438[0][0],&l_1438[0][0],&l_1438[0][0],&l_1438[0][0],&l_1438[0][0]},{&l_1438[0][0],&l_1438[0][0],&l_1438[0][0],&l_1438[0][0],&l_1438[0][0],&l_1438[0][0]}};
            int32_t ** const * const *l_1436 = &l_1437[0][4];
            uint8_t l_1469 = 247UL;
            uint16_t l_1473 = 0x6DFDL;
            int64_t l_1484 = 0x7B0A2E9513CD5707LL;
            uint16_t l_1486 = 0x09E9L;
            uint16_t l_1489 = 65535UL;
            int i, j;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 3; j++)
                    l_1438[i][j] = &g_124;
            }
            for (g_740 = 0; (g_740 <= 5); g_740 += 1)
            {
                return p_30;
            }
            if (l_1310[2])
                break;
        }
        for (l_1341 = 0; (l_1341 <= 5); l_1341 += 1)
        {
            volatile uint8_t * volatile *** volatile l_1497 = &g_1493;
            int32_t l_1531[2];
            int32_t ***l_1542 = (void*)0;
            int i;
            for (i = 0; i < 2; i++)
                l_1531[i] = 1L;
            for (g_919 = 1; (g_919 >= 0); g_919 -= 1)
            {
                volatile uint8_t * volatile *** volatile *l_1496[8][3][4] = {{{&g_1492[0][2],(void*)0,&g_1492[0][2],(void*)0},{(void*)0,&g_1492[2][4],&g_1492[0][2],(void*)0},{(void*)0,&g_1492[0][2],&g_1492[6][3],(void*)0}},{{&g_1492[1][2],&g_1492[2][3],&g_1492[0][2],&g_1492[0][2]},{&g_1492[0][2],(void*)0,&g_1492[6][2],(void*)0},{&g_1492[0][2],&g_1492[6][5],&g_1492[4][0],&g_1492[0][2]}},{{&g_1492[1][3],&g_1492[0][2],&g_1492[1][3],&g_1492[1][3]},{&g_1492[6][3],&g_1492[1][3],&g_1492[5][3],&g_1492[2][4]},{&g_1492[0][2],&g_1492[0][2],(void*)0,&g_1492[1][3]}},{{(void*)0,(void*)0,(void*)0,&g_1492[0][5]},{&g_1492[0][2],&g_1492[0][5],&g_1492[5][3],(void*)0},{&g_1492[6][3],(void*)0,&g_1492[1][3],&g_1492[0][2]}},{{&g_1492[1][3],&g_1492[0][2],&g_1492[4][0],&g_1492[6][2]},{&g_1492[0][2],&g_1492[0][4],&g_1492[6][2],&g_1492[1][5]},{&g_1492[0][2],&g_1492[4][0],&g_1492[0][2],&g_1492[5][3]}},{{&g_1492[1][2],&g_1492[6][3],&g_1492[6][3],&g_1492[1][2]},{(void*)0,(void*)0,&g_1492[0][2],&g_1492[0][2]},{(void*)0,(void*)0,&g_1492[0][2],&g_1492[0][3]}},{{&g_1492[0][2],&g_1492[1][2],&g_1492[0][2],&g_1492[0][3]},{&g_1492[0][5],(void*)0,&g_1492[2][3],&g_1492[0][2]},{(void*)0,(void*)0,&g_1492[0][4],&g_1492[1][2]}},{{&g_1492[0][2],&g_1492[6][3],(void*)0,&g_1492[5][3]},{&g_1492[2][1],&g_1492[4][0],(void*)0,&g_1492[1][5]},{(void*)0,&g_1492[0][4],&g_1492[0][5],&g_1492[6][2]}}};
                uint32_t l_1544 = 0xD1D7EBBCL;
                int i, j, k;
                l_1497 = g_1492[0][2];
                if (g_104)
                    goto lbl_1465;
            }
        }
        (*l_1543) = 0x55973D31L;
        for (g_136 = 5; (g_136 >= 1); g_136 -= 1)
        {
            (*g_501) = l_1556[4][2];
        }
        for (l_1468 = 1; (l_1468 >= 0); l_1468 -= 1)
        {
            int32_t l_1587 = 2L;
            uint16_t *l_1611 = &g_485;
            uint16_t **l_1610 = &l_1611;
            int32_t l_1620 = 0x50C2353EL;
            uint16_t l_1636 = 0x4824L;
            uint64_t * const l_1665 = (void*)0;
            uint32_t *l_1733 = &l_1329;
            uint8_t l_1841 = 253UL;
            int32_t l_1860[6][7] = {{1L,0L,1L,1L,0L,1L,(-1L)},{0x37E6E332L,(-1L),0x89057C17L,0x89057C17L,(-1L),0x37E6E332L,(-6L)},{1L,0L,1L,1L,0L,1L,(-1L)},{0x37E6E332L,(-1L),0x89057C17L,0x89057C17L,(-1L),0x37E6E332L,(-6L)},{1L,0L,1L,1L,0L,1L,(-1L)},{0x37E6E332L,(-1L),0x89057C17L,0x89057C17L,(-1L),0x37E6E332L,(-6L)}};
            int i, j;
            (*g_124) |= ((p_28 || (((*l_1543) , &g_1492[2][2]) == &g_1492[0][2])) > p_28);
            for (l_1519 = 0; (l_1519 <= 1); l_1519 += 1)
            {
                uint32_t l_1557[5][2][10] = {{{0x5DA4F3DBL,0x8DD4C9AFL,0x8DD4C9AFL,0x5DA4F3DBL,0xDD370DCAL,9UL,0xE1CE468FL,0x672F974EL,0x7F2F9B32L,0xFAE13093L},{0x21654957L,0x45761D47L,18446744073709551611UL,18446744073709551615UL,9UL,0UL,0x8DD4C9AFL,0xE1CE468FL,0x7F2F9B32L,0xE1CE468FL}},{{0x819A04C4L,0xDD370DCAL,18446744073709551612UL,0x5DA4F3DBL,18446744073709551612UL,0xDD370DCAL,0x819A04C4L,18446744073709551615UL,0x548D7130L,18446744073709551615UL},{0xF6D18F63L,18446744073709551615UL,0UL,0x21654957L,0x5DA4F3DBL,18446744073709551615UL,0x672F974EL,0x7E105752L,0xE1CE468FL,18446744073709551615UL}},{{0xDD370DCAL,18446744073709551615UL,18446744073709551615UL,0x819A04C4L,18446744073709551611UL,18446744073709551611UL,0UL,18446744073709551611UL,18446744073709551615UL,0x8DD4C9AFL},{18446744073709551615UL,0x8DD4C9AFL,0x548D7130L,0xFAE13093L,18446744073709551615UL,0UL,0x8921C0F0L,0x15913E1AL,0x7E105752L,0x7F2F9B32L}},{{0x548D7130L,0xF6D18F63L,0x672F974EL,0x8DD4C9AFL,18446744073709551615UL,18446744073709551615UL,0x21654957L,18446744073709551615UL,18446744073709551615UL,0x8DD4C9AFL},{18446744073709551615UL,0x8921C0F0L,18446744073709551615UL,18446744073709551615UL,18446744073709551612UL,0xFAE13093L,0x7F2F9B32L,0x672F974EL,0xE1CE468FL,9UL}},{{0x8921C0F0L,18446744073709551612UL,0x21654957L,0x548D7130L,0x7F2F9B32L,4UL,18446744073709551611UL,0x672F974EL,0x672F974EL,18446744073709551611UL},{0x7E105752L,0xE1CE468FL,18446744073709551615UL,18446744073709551615UL,0xE1CE468FL,0x7E105752L,0x672F974EL,18446744073709551615UL,0x5DA4F3DBL,0x21654957L}}};
                int32_t l_1584 = (-1L);
                uint32_t l_1588 = 0x48AB90ABL;
                uint32_t l_1621[3][6] = {{4294967295UL,0xD5676A75L,4294967295UL,0xD5676A75L,4294967295UL,0xD5676A75L},{4294967295UL,0xD5676A75L,4294967295UL,0xD5676A75L,4294967295UL,0xD5676A75L},{4294967295UL,0xD5676A75L,4294967295UL,0xD5676A75L,4294967295UL,0xD5676A75L}};
                int64_t ** const * const *l_1672 = &g_1606;
                int64_t ** const * const **l_1671 = &l_1672;
                int8_t ****l_1758 = (void*)0;
                int8_t *****l_1757 = &l_1758;
                int i, j, k;
            }
        }
    }
    l_1482 = ((((safe_sub_func_int32_t_s_s((p_29 = ((*g_124) |= ((l_1326 , &l_1678) == (void*)0))), (safe_add_func_uint32_t_u_u(((((**l_1381) == (void*)0) > ((*l_1868) = ((void*)0 != &p_30))) >= ((l_1481 = ((***g_932) , ((safe_sub_func_uint32_t_u_u((g_89 = g_206), g_204[3])) , 1UL))) == p_28)), l_1310[2])))) && 0xDBA1E587EDC58DA3LL) ^ (-1L)) , 0xD53E5F70L);
    return p_30;
}
static int8_t func_39(uint64_t p_40, uint32_t p_41)
{
    int32_t l_47 = 0xC2541761L;
    int32_t l_48 = 0x7D413053L;
    int32_t l_50 = 0x07C4E7CCL;
    int32_t l_56 = 0L;
    int64_t *l_878 = &g_2[4];
    int32_t *l_889[8][1][7] = {{{&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3]}},{{&g_104,&g_104,&g_104,&g_104,&g_104,&g_104,&g_104}},{{&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3]}},{{&g_104,&g_104,&g_104,&g_104,&g_104,&g_104,&g_104}},{{&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3]}},{{&g_104,&g_104,&g_104,&g_104,&g_104,&g_104,&g_104}},{{&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3],&g_45,&g_204[3]}},{{&g_104,&g_104,&g_104,&g_104,&g_104,&g_104,&g_104}}};
    uint16_t *l_921 = &g_485;
    uint16_t ** const l_920 = &l_921;
    uint32_t l_928 = 1UL;
    uint8_t **l_959 = &g_343[2];
    int32_t l_962 = 5L;
    uint16_t l_970 = 65531UL;
    int8_t l_998 = 0L;
    int32_t * const *l_1062 = &g_124;
    int32_t * const **l_1061 = &l_1062;
    int64_t l_1107 = (-1L);
    int32_t *l_1217 = (void*)0;
    int16_t l_1265 = 0x08B0L;
    int32_t *l_1308[3][5];
    int i, j, k;
    for (i = 0; i < 3; i++)
    {
        for (j = 0; j < 5; j++)
            l_1308[i][j] = &l_50;
    }
    for (p_40 = (-26); (p_40 <= 50); p_40 = safe_add_func_uint16_t_u_u(p_40, 9))
    {
        int32_t *l_44 = &g_45;
        int32_t *l_46 = &g_45;
        int32_t *l_49 = &g_45;
        int32_t *l_51 = &l_50;
        int32_t *l_52 = &l_50;
        int32_t *l_53 = (void*)0;
        int32_t *l_54 = &g_45;
        int32_t *l_55[10][1][4] = {{{&l_48,&l_50,&l_48,(void*)0}},{{&l_48,(void*)0,&l_48,&l_50}},{{&l_48,(void*)0,(void*)0,(void*)0}},{{&l_48,&l_50,&l_48,(void*)0}},{{&l_48,(void*)0,&l_48,&l_50}},{{&l_48,(void*)0,(void*)0,(void*)0}},{{&l_48,&l_50,&l_48,(void*)0}},{{&l_48,(void*)0,&l_48,&l_50}},{{&l_48,(void*)0,(void*)0,(void*)0}},{{&l_48,&l_50,&l_48,(void*)0}}};
        int i, j, k;
        g_59[1][4]--;
    }
    for (g_45 = 0; (g_45 != 24); ++g_45)
    {
        int32_t *l_85 = &l_48;
        int8_t l_886[2][5] = {{3L,(-2L),3L,3L,(-2L)},{(-2L),3L,3L,(-2L),3L}};
        uint16_t *l_901[6] = {&g_485,&g_485,(void*)0,&g_485,&g_485,(void*)0};
        uint16_t *l_902 = &g_485;
        uint8_t l_913 = 0xEBL;
        uint64_t *l_937 = &g_789;
        int32_t l_939 = 0x1154443CL;
        uint64_t l_956 = 18446744073709551611UL;
        int16_t *l_960 = &g_302;
        int16_t *l_961[4][6] = {{&g_353,&g_353,&g_353,&g_353,&g_353,&g_353},{(void*)0,(void*)0,&g_353,(void*)0,(void*)0,&g_353},{(void*)0,(void*)0,&g_353,(void*)0,(void*)0,&g_353},{(void*)0,(void*)0,&g_353,(void*)0,(void*)0,&g_353}};
        int32_t **l_1005 = &l_889[0][0][4];
        const int8_t l_1016 = 0x3CL;
        uint16_t l_1051 = 0xBA04L;
        const int8_t *l_1115 = &l_886[1][3];
        const int8_t **l_1114 = &l_1115;
        const uint32_t l_1137[4][8] = {{4294967295UL,0x8013BD20L,0x940796A4L,0x940796A4L,0x8013BD20L,4294967295UL,0x8013BD20L,0x940796A4L},{4294967295UL,0x8013BD20L,4294967295UL,4294967295UL,4294967295UL,4294967295UL,0x8013BD20L,4294967295UL},{0x10907FBAL,4294967295UL,0x940796A4L,4294967295UL,0x10907FBAL,0x10907FBAL,4294967295UL,0x940796A4L},{0x10907FBAL,0x10907FBAL,4294967295UL,0x940796A4L,4294967295UL,0x10907FBAL,0x10907FBAL,4294967295UL}};
        int8_t ***l_1159 = &g_190;
        int i, j;
    }
    for (l_970 = 0; (l_970 != 5); l_970++)
    {
        int64_t l_1232[10];
        int16_t *l_1233 = &g_302;
        int32_t l_1264[5] = {0x28E7695AL,0x28E7695AL,0x28E7695AL,0x28E7695AL,0x28E7695AL};
        int64_t **l_1283 = &g_596[1];
        const uint32_t *l_1306 = &g_147;
        uint64_t *l_1307[10] = {&g_304,&g_304,&g_304,&g_304,&g_304,&g_304,&g_304,&g_304,&g_304,&g_304};
        int32_t **l_1309[9][5] = {{&l_1308[1][1],&l_1217,&l_1217,&l_1308[1][1],&l_1308[1][2]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_1308[1][1],&l_1217,&l_1217,&l_1308[1][1],&l_1308[1][2]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_1308[1][1],&l_1217,&l_1217,&l_1308[1][1],&l_1308[1][2]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_1308[1][1],&l_1217,&l_1217,&l_1308[1][1],&l_1308[1][2]},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_1308[1][1],&l_1217,&l_1217,&l_1308[1][1],&l_1308[1][2]}};
        int i, j;
        for (i = 0; i < 10; i++)
            l_1232[i] = 1L;
    }
    return (**l_1062);
}
static int32_t * func_72(uint32_t p_73, int32_t * p_74, int32_t * p_75, uint32_t p_76)
{
    uint32_t l_870 = 0xF4F316E8L;
    int32_t *l_873[6][7][6] = {{{&g_104,&g_58,&g_206,&g_206,(void*)0,&g_206},{&g_45,&g_206,&g_45,&g_206,&g_206,&g_45},{&g_104,&g_206,&g_206,&g_45,(void*)0,&g_45},{&g_45,&g_58,&g_45,&g_45,&g_206,&g_206},{&g_104,&g_58,&g_206,&g_206,(void*)0,&g_206},{&g_45,&g_206,&g_45,&g_206,&g_206,&g_45},{&g_104,&g_206,&g_206,&g_45,(void*)0,&g_45}},{{&g_45,&g_58,&g_45,&g_45,&g_206,&g_206},{&g_104,&g_58,&g_206,&g_206,(void*)0,&g_206},{&g_45,&g_206,&g_45,&g_206,&g_206,&g_45},{&g_104,&g_206,&g_206,&g_45,(void*)0,&g_45},{&g_45,&g_58,&g_45,&g_45,&g_206,&g_206},{&g_104,&g_58,&g_206,&g_206,(void*)0,&g_206},{&g_45,&g_206,&g_45,&g_204[5],&g_45,&g_104}},{{&g_45,&g_45,&g_204[2],&g_104,&g_104,&g_104},{(void*)0,&g_206,(void*)0,&g_104,&g_45,&g_204[5]},{&g_45,&g_206,&g_204[2],&g_204[5],&g_104,&g_204[5]},{(void*)0,&g_45,(void*)0,&g_204[5],&g_45,&g_104},{&g_45,&g_45,&g_204[2],&g_104,&g_104,&g_104},{(void*)0,&g_206,(void*)0,&g_104,&g_45,&g_204[5]},{&g_45,&g_206,&g_204[2],&g_204[5],&g_104,&g_204[5]}},{{(void*)0,&g_45,(void*)0,&g_204[5],&g_45,&g_104},{&g_45,&g_45,&g_204[2],&g_104,&g_104,&g_104},{(void*)0,&g_206,(void*)0,&g_104,&g_45,&g_204[5]},{&g_45,&g_206,&g_204[2],&g_204[5],&g_104,&g_204[5]},{(void*)0,&g_45,(void*)0,&g_204[5],&g_45,&g_104},{&g_45,&g_45,&g_204[2],&g_104,&g_104,&g_104},{(void*)0,&g_206,(void*)0,&g_104,&g_45,&g_204[5]}},{{&g_45,&g_206,&g_204[2],&g_204[5],&g_104,&g_204[5]},{(void*)0,&g_45,(void*)0,&g_204[5],&g_45,&g_104},{&g_45,&g_45,&g_204[2],&g_104,&g_104,&g_104},{(void*)0,&g_206,(void*)0,&g_104,&g_45,&g_204[5]},{&g_45,&g_206,&g_204[2],&g_204[5],&g_104,&g_204[5]},{(void*)0,&g_45,(void*)0,&g_204[5],&g_45,&g_104},{&g_45,&g_45,&g_204[2],&g_104,&g_104,&g_104}},{{(void*)0,&g_206,(void*)0,&g_104,&g_45,&g_204[5]},{&g_45,&g_206,&g_204[2],&g_204[5],&g_104,&g_204[5]},{(void*)0,&g_45,(void*)0,&g_204[5],&g_45,&g_104},{&g_45,&g_45,&g_204[2],&g_104,&g_104,&g_104},{(void*)0,&g_206,(void*)0,&g_104,&g_45,&g_204[5]},{&g_45,&g_206,&g_204[2],&g_204[5],&g_104,&g_204[5]},{(void*)0,&g_45,(void*)0,&g_204[5],&g_45,&g_104}}};
    int i, j, k;
    for (p_73 = 0; (p_73 <= 5); p_73 += 1)
    {
        int i;
        (*g_869) = p_74;
        l_870++;
    }
    return l_873[3][3][0];
}
static uint32_t func_77(uint32_t p_78, int32_t * p_79, int16_t p_80, int32_t * p_81)
{
    const uint32_t l_98[1] = {0x966A49DFL};
    int32_t **l_101 = (void*)0;
    int32_t l_102 = (-1L);
    int32_t *l_103 = &g_104;
    int8_t l_127 = 9L;
    int32_t l_334 = 0xF5572A2FL;
    int32_t l_338 = 0x4F1A7FA7L;
    int32_t l_372 = (-1L);
    uint64_t l_409[2][3][2];
    uint64_t l_419 = 0x1C3C8AF4EB58E620LL;
    const int16_t l_434 = 0x138BL;
    uint8_t **l_475 = &g_343[2];
    uint8_t ***l_474 = &l_475;
    int8_t ***l_657 = &g_190;
    int16_t l_693 = (-5L);
    int64_t ***l_771 = &g_595;
    int8_t l_772 = 0x01L;
    uint64_t *l_805[7] = {&g_789,&g_789,&g_304,&g_789,&g_789,&g_304,&g_789};
    uint64_t ** const l_804[5] = {&l_805[6],&l_805[6],&l_805[6],&l_805[6],&l_805[6]};
    int64_t l_851 = (-1L);
    int32_t *l_864[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
    uint8_t l_865 = 0xC3L;
    int i, j, k;
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            for (k = 0; k < 2; k++)
                l_409[i][j][k] = 1UL;
        }
    }
    if ((p_80 != (((safe_mul_func_uint16_t_u_u((--g_89), 0UL)) <= ((*l_103) = (0xEE22E7E1L >= (l_102 = (0xE40466E1L && (0xA7E1F4FAL ^ (safe_mod_func_int8_t_s_s((((safe_add_func_uint64_t_u_u((((0x014A1F69L ^ (safe_lshift_func_int8_t_s_u(l_98[0], (((safe_mul_func_int8_t_s_s((l_98[0] ^ p_80), g_2[4])) == l_98[0]) , p_78)))) , l_101) == l_101), p_78)) <= p_80) , g_57), g_2[0])))))))) || g_2[6])))
    {
        uint32_t l_114 = 7UL;
        uint64_t l_128 = 4UL;
        int32_t l_135 = 2L;
        for (g_104 = 4; (g_104 > 9); g_104++)
        {
            for (g_57 = 0; g_57 < 5; g_57 += 1)
            {
                for (p_78 = 0; p_78 < 7; p_78 += 1)
                {
                    g_59[g_57][p_78] = 0x01B3L;
                }
            }
        }
        for (l_102 = 0; (l_102 >= (-13)); l_102 = safe_sub_func_int32_t_s_s(l_102, 5))
        {
            int32_t *l_121 = &g_104;
            int32_t **l_122 = (void*)0;
            int32_t **l_123[10] = {&l_103,&l_103,&l_103,&l_103,&l_103,&l_103,&l_103,&l_103,&l_103,&l_103};
            uint8_t *l_125[10] = {&g_126,&g_126,&g_126,&g_126,&g_126,&g_126,&g_126,&g_126,&g_126,&g_126};
            int i;
            g_136 = (safe_rshift_func_int16_t_s_s(((safe_sub_func_int32_t_s_s((!(((l_114 = (*p_81)) != ((safe_add_func_int32_t_s_s(g_2[1], (((safe_mul_func_uint16_t_u_u(g_2[4], (((safe_lshift_func_uint8_t_u_u(0xBEL, ((p_79 = l_121) == (g_124 = (l_103 = p_81))))) & (0x0CL && (++l_128))) && (((((safe_add_func_uint32_t_u_u(p_80, ((*p_79) = (safe_mod_func_uint16_t_u_u(p_78, 2L))))) == 0x49L) == p_80) , l_128) == (*l_103))))) ^ l_135) , (*l_103)))) ^ p_80)) == l_135)), (*p_81))) && g_2[5]), 5));
        }
    }
    else
    {
        uint8_t *l_145 = &g_126;
        int8_t *l_146[1][1][7];
        int32_t l_148[1];
        int64_t *l_151[4] = {&g_136,&g_136,&g_136,&g_136};
        int32_t l_160 = 0x13E687FAL;
        int32_t l_188 = 8L;
        int8_t l_199 = 0x72L;
        int32_t *l_300 = &l_160;
        uint32_t l_497 = 1UL;
        uint16_t l_544 = 0x9A29L;
        uint16_t *l_696 = &g_485;
        const uint8_t l_703 = 0UL;
        int32_t l_704 = 0L;
        int32_t *l_705[5][6][5] = {{{&g_58,(void*)0,&g_206,(void*)0,&g_58},{(void*)0,&l_148[0],&g_58,&g_204[3],&g_204[1]},{&l_334,&g_206,&l_148[0],&l_160,&g_204[3]},{&g_45,&l_372,(void*)0,&l_148[0],&g_204[1]},{&l_372,&l_160,&l_160,&g_58,&g_58},{&g_204[1],&g_104,&l_334,&g_104,&l_160}},{{&l_160,&g_104,&g_204[2],&g_204[2],&g_104},{(void*)0,&g_204[3],&l_338,&l_372,&l_148[0]},{(void*)0,&g_204[2],&g_58,&l_102,(void*)0},{&g_58,(void*)0,&g_104,&g_45,(void*)0},{(void*)0,&g_58,&g_104,&g_206,&g_58},{(void*)0,&l_148[0],&l_160,(void*)0,&l_160}},{{&l_160,&g_58,&g_204[0],&l_372,&g_204[0]},{&g_204[1],&g_204[1],&g_45,&g_204[3],(void*)0},{&l_372,&l_160,&g_58,&l_334,&g_204[3]},{&g_45,(void*)0,&g_204[3],&l_160,&g_204[3]},{&l_334,&l_160,&l_334,(void*)0,&l_372},{(void*)0,&g_204[1],&g_104,&l_334,&g_104}},{{&g_58,&g_58,&l_372,&l_148[0],&l_148[0]},{&g_58,&l_148[0],&g_58,&l_160,(void*)0},{&l_334,&g_58,&g_204[3],&g_204[0],(void*)0},{&g_58,(void*)0,&l_160,&l_148[0],(void*)0},{&g_206,&g_204[2],&g_204[3],(void*)0,&l_372},{&l_160,&g_204[3],&g_58,&g_58,&l_148[0]}},{{(void*)0,&g_104,&l_372,&l_160,&l_338},{&g_204[3],&g_104,&g_104,&g_204[3],(void*)0},{&g_206,&l_160,&l_334,(void*)0,&g_204[3]},{&g_204[3],&l_372,&g_204[3],(void*)0,&g_58},{(void*)0,&g_206,&g_58,(void*)0,&l_160},{&l_148[0],&l_148[0],&g_45,&g_204[3],&g_58}}};
        int i, j, k;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
            {
                for (k = 0; k < 7; k++)
                    l_146[i][j][k] = (void*)0;
            }
        }
        for (i = 0; i < 1; i++)
            l_148[i] = 0x1C6A88B8L;
    }
    --l_865;
    return g_485;
}
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_45, "g_45", print_hash_value);
    transparent_crc(g_57, "g_57", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 7; j++)
        {
            transparent_crc(g_59[i][j], "g_59[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_104, "g_104", print_hash_value);
    transparent_crc(g_126, "g_126", print_hash_value);
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_147, "g_147", print_hash_value);
    transparent_crc(g_150, "g_150", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_204[i], "g_204[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_206, "g_206", print_hash_value);
    transparent_crc(g_279, "g_279", print_hash_value);
    transparent_crc(g_297, "g_297", print_hash_value);
    transparent_crc(g_302, "g_302", print_hash_value);
    transparent_crc(g_304, "g_304", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_322[i], "g_322[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_353, "g_353", print_hash_value);
    transparent_crc(g_408, "g_408", print_hash_value);
    transparent_crc(g_485, "g_485", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_550[i][j], "g_550[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_585, "g_585", print_hash_value);
    transparent_crc(g_740, "g_740", print_hash_value);
    transparent_crc(g_789, "g_789", print_hash_value);
    transparent_crc(g_919, "g_919", print_hash_value);
    transparent_crc(g_997, "g_997", print_hash_value);
    transparent_crc(g_1384, "g_1384", print_hash_value);
    transparent_crc(g_1516, "g_1516", print_hash_value);
    transparent_crc(g_1580, "g_1580", print_hash_value);
    transparent_crc(g_1708, "g_1708", print_hash_value);
    transparent_crc(g_1729, "g_1729", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_1948[i], "g_1948[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_1954[i][j], "g_1954[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);
        }
    }
    transparent_crc(g_2000, "g_2000", print_hash_value);
    transparent_crc(g_2132, "g_2132", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_2230[i][j][k], "g_2230[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_2279, "g_2279", print_hash_value);
    transparent_crc(g_2284, "g_2284", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_2286[i][j][k], "g_2286[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_2301, "g_2301", print_hash_value);
    transparent_crc(g_2623, "g_2623", print_hash_value);
    transparent_crc(g_2664, "g_2664", print_hash_value);
    transparent_crc(g_2829, "g_2829", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        transparent_crc(g_2874[i], "g_2874[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_2952, "g_2952", print_hash_value);
    transparent_crc(g_3040, "g_3040", print_hash_value);
    transparent_crc(g_3046, "g_3046", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_3170[i][j][k], "g_3170[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);
            }
        }
    }
    transparent_crc(g_3208, "g_3208", print_hash_value);
    transparent_crc(g_3238, "g_3238", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_3299[i], "g_3299[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_3304, "g_3304", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_3307[i], "g_3307[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    transparent_crc(g_3381, "g_3381", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_3528[i], "g_3528[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
