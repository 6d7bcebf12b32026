// CPrefetch is its header's one inline function; this file makes it a C target.
#include "CPrefetch.h"
