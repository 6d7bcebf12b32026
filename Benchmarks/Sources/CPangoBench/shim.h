#ifndef CPANGOBENCH_SHIM_H
#define CPANGOBENCH_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#endif
