// Whether the calling thread has begun to exit, for ThreadLocalKeep (Swift cannot declare
// a thread-local variable). Static thread-local storage stays valid while the thread's
// pthread key destructors run, unlike a key's value, which glibc clears before it calls
// the key's destructor.
#include "CUnicode.h"

static _Thread_local int cu_exiting;

void cu_thread_mark_exiting(void) { cu_exiting = 1; }

int cu_thread_is_exiting(void) { return cu_exiting; }
