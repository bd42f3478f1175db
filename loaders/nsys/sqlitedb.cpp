#include "sqlitedb.h"

#include <sqlite3.h>

namespace stepline {

namespace {
// file: URI of a path, with the characters a URI gives meaning to escaped.
std::string fileUri(const std::string &path)
{
    static const char *kHex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (unsigned char c : path) {
        if (c == '%' || c == '?' || c == '#' || c < 0x20 || c == 0x7F) {
            uri += '%';
            uri += kHex[c >> 4];
            uri += kHex[c & 15];
        } else {
            uri += char(c);
        }
    }
    return uri + "?mode=ro&immutable=1";
}
} // namespace

SqliteDb::~SqliteDb()
{
    if (m_db)
        sqlite3_close_v2(m_db);
}

bool SqliteDb::open(const std::string &path, std::string *error)
{
    const int rc = sqlite3_open_v2(
        fileUri(path).c_str(), &m_db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, nullptr);
    if (rc != SQLITE_OK) {
        *error = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        sqlite3_close_v2(m_db);
        m_db = nullptr;
        return false;
    }
    sqlite3_extended_result_codes(m_db, 1);
    // Reading a big export touches every page once: a bigger page cache only costs memory.
    sqlite3_exec(m_db, "PRAGMA cache_size=-16384", nullptr, nullptr, nullptr);
    return true;
}

std::string SqliteDb::lastError() const
{
    return m_db ? sqlite3_errmsg(m_db) : std::string("no database");
}

const std::vector<std::string> &SqliteDb::tables()
{
    if (!m_tablesRead) {
        m_tablesRead = true;
        SqliteStatement st(*this, "SELECT name FROM sqlite_master WHERE type='table'");
        while (st.step())
            m_tables.emplace_back(st.text(0));
        if (!st.ok())
            m_tablesError = st.error();
    }
    return m_tables;
}

bool SqliteDb::hasTable(std::string_view name)
{
    for (const std::string &t : tables()) {
        if (t == name)
            return true;
    }
    return false;
}

std::vector<std::string> SqliteDb::columns(std::string_view table)
{
    std::vector<std::string> out;
    if (!hasTable(table)) // also keeps odd names out of the PRAGMA text
        return out;
    SqliteStatement st(*this, "PRAGMA table_info(\"" + std::string(table) + "\")");
    while (st.step())
        out.emplace_back(st.text(1));
    return out;
}

SqliteStatement::SqliteStatement(SqliteDb &db, const std::string &sql)
    : m_db(db)
{
    if (!db.handle()) {
        m_ok = false;
        m_error = "no database";
        return;
    }
    if (sqlite3_prepare_v2(db.handle(), sql.c_str(), int(sql.size()), &m_stmt, nullptr) != SQLITE_OK) {
        m_ok = false;
        m_error = db.lastError();
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

bool SqliteStatement::step()
{
    if (!m_stmt || !m_ok)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE) {
        m_ok = false;
        m_error = m_db.lastError();
    }
    return false;
}

void SqliteStatement::reset()
{
    if (m_stmt) {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
}

void SqliteStatement::bind(int index, int64_t value)
{
    if (m_stmt)
        sqlite3_bind_int64(m_stmt, index, value);
}

bool SqliteStatement::isNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

bool SqliteStatement::isInteger(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_INTEGER;
}

int64_t SqliteStatement::integer(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

double SqliteStatement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

std::string_view SqliteStatement::text(int column) const
{
    const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    if (!p)
        return {};
    return std::string_view(p, size_t(sqlite3_column_bytes(m_stmt, column)));
}

} // namespace stepline
