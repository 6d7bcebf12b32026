// fontconfig, used only to list system font files (RichText loads them itself).
#ifndef RICHTEXT_CFONTCONFIG_SHIM_H
#define RICHTEXT_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
