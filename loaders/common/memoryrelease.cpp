#include "memoryrelease.h"

#include <cstdlib> // any libc header: it defines __GLIBC__

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace stepline {

void returnFreedMemory()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace stepline
