#ifndef CHARFBUZZBENCH_SHIM_H
#define CHARFBUZZBENCH_SHIM_H
#include <hb.h>
#endif
