#include "memoryrelease.h"

#include <cstdlib> // any libc header: it defines __GLIBC__

// A sanitizer brings its own allocator: glibc's arenas are never set up, and malloc_trim walks
// them anyway (a null arena: a crash when pool threads trim at once).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define STEPLINE_OWN_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define STEPLINE_OWN_ALLOCATOR 1
#endif
#endif

#if defined(__GLIBC__) && !defined(STEPLINE_OWN_ALLOCATOR)
#include <malloc.h>
#define STEPLINE_TRIM_GLIBC 1
#endif

namespace stepline {

void returnFreedMemory()
{
#if defined(STEPLINE_TRIM_GLIBC)
    malloc_trim(0);
#endif
}

} // namespace stepline
