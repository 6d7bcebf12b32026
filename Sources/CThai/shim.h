// libthai's word breaker (dictionary-based Thai segmentation, as Pango uses it).
#include <thai/thbrk.h>
