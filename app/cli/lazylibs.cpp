// The libraries that only some inputs need (libsqlite3 for Nsight Systems exports, ISA-L for
// .json.gz), opened on their first call instead of at process start: the dynamic loader's symbol
// lookups for libsqlite3 alone were about a quarter of `stepline --version`. Each function the
// loaders call is defined here, hidden, and forwards to the library's own; the executable is linked
// with --as-needed, so these definitions leave neither library in its DT_NEEDED list.
#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>

// Hidden: the definitions below satisfy the loaders' calls inside this executable and are never
// exported, so the opened library's calls to itself still bind to its own functions.
#pragma GCC visibility push(hidden)
#include <isa-l/igzip_lib.h>
#include <sqlite3.h>
#pragma GCC visibility pop

namespace {

// The library's own scope first: its many calls to its own exported functions then bind without
// searching the dozen libraries of the process before it (libsqlite3: 1,600 lookups). The
// sanitizers' runtimes refuse RTLD_DEEPBIND (it would bypass their malloc).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int kOpenFlags = RTLD_NOW | RTLD_LOCAL;
#else
constexpr int kOpenFlags = RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND;
#endif

void *openLibrary(const char *soname)
{
    void *handle = dlopen(soname, kOpenFlags);
    if (handle == nullptr) {
        // The package depends on the library; without it the process could not have started
        // before, and now stops at the first use with the loader's own words.
        std::fprintf(stderr, "stepline: cannot load %s: %s\n", soname, dlerror());
        std::_Exit(2);
    }
    return handle;
}

void *symbolOf(void *library, const char *soname, const char *name)
{
    void *symbol = dlsym(library, name);
    if (symbol == nullptr) {
        std::fprintf(stderr, "stepline: %s has no %s: %s\n", soname, name, dlerror());
        std::_Exit(2);
    }
    return symbol;
}

void *sqliteLibrary()
{
    static void *const library = openLibrary(STEPLINE_SQLITE_SONAME);
    return library;
}

void *isalLibrary()
{
    static void *const library = openLibrary(STEPLINE_ISAL_SONAME);
    return library;
}

} // namespace

// The pointer is looked up once per function (a thread-safe static), then every call is direct.
#define STEPLINE_FORWARD(library, soname, ret, name, params, args)                                           \
    extern "C" ret name params                                                                               \
    {                                                                                                        \
        static const auto real = reinterpret_cast<decltype(&name)>(symbolOf(library(), soname, #name));      \
        return real args;                                                                                    \
    }
#define SQLITE(ret, name, params, args)                                                                      \
    STEPLINE_FORWARD(sqliteLibrary, STEPLINE_SQLITE_SONAME, ret, name, params, args)
#define ISAL(ret, name, params, args)                                                                        \
    STEPLINE_FORWARD(isalLibrary, STEPLINE_ISAL_SONAME, ret, name, params, args)

SQLITE(int, sqlite3_open_v2, (const char *file, sqlite3 **db, int flags, const char *vfs),
    (file, db, flags, vfs))
SQLITE(int, sqlite3_close_v2, (sqlite3 * db), (db))
SQLITE(int, sqlite3_extended_result_codes, (sqlite3 * db, int on), (db, on))
SQLITE(int, sqlite3_exec,
    (sqlite3 * db, const char *sql, int (*callback)(void *, int, char **, char **), void *arg, char **error),
    (db, sql, callback, arg, error))
SQLITE(const char *, sqlite3_errmsg, (sqlite3 * db), (db))
SQLITE(const char *, sqlite3_errstr, (int rc), (rc))
SQLITE(int, sqlite3_prepare_v2,
    (sqlite3 * db, const char *sql, int bytes, sqlite3_stmt **stmt, const char **tail),
    (db, sql, bytes, stmt, tail))
SQLITE(int, sqlite3_bind_int64, (sqlite3_stmt * stmt, int index, sqlite3_int64 value), (stmt, index, value))
SQLITE(int, sqlite3_clear_bindings, (sqlite3_stmt * stmt), (stmt))
SQLITE(int, sqlite3_reset, (sqlite3_stmt * stmt), (stmt))
SQLITE(int, sqlite3_step, (sqlite3_stmt * stmt), (stmt))
SQLITE(int, sqlite3_finalize, (sqlite3_stmt * stmt), (stmt))
SQLITE(int, sqlite3_column_type, (sqlite3_stmt * stmt, int column), (stmt, column))
SQLITE(sqlite3_int64, sqlite3_column_int64, (sqlite3_stmt * stmt, int column), (stmt, column))
SQLITE(double, sqlite3_column_double, (sqlite3_stmt * stmt, int column), (stmt, column))
SQLITE(const unsigned char *, sqlite3_column_text, (sqlite3_stmt * stmt, int column), (stmt, column))
SQLITE(int, sqlite3_column_bytes, (sqlite3_stmt * stmt, int column), (stmt, column))

ISAL(void, isal_inflate_init, (struct inflate_state * state), (state))
ISAL(int, isal_inflate, (struct inflate_state * state), (state))
