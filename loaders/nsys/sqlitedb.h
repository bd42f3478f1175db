#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace stepline {

// A SQLite database opened for reading only, as an immutable file: SQLite then takes no lock and
// writes nothing beside it (no journal, -wal or -shm file), so a report on a read-only share or
// one another program has open reads the same. Thin: errors come back as SQLite's own text.
class SqliteDb
{
public:
    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb &) = delete;
    SqliteDb &operator=(const SqliteDb &) = delete;

    // False with SQLite's message in *error when the file cannot be opened or is not a database.
    bool open(const std::string &path, std::string *error);
    sqlite3 *handle() const { return m_db; }
    std::string lastError() const;

    // Names of the tables (read once, on first use).
    const std::vector<std::string> &tables();
    bool hasTable(std::string_view name);
    // Column names of a table, from PRAGMA table_info; empty when the table is missing.
    std::vector<std::string> columns(std::string_view table);

private:
    sqlite3 *m_db = nullptr;
    std::vector<std::string> m_tables;
    bool m_tablesRead = false;
    std::string m_tablesError;
};

// One prepared statement; step() until it returns false, then check ok().
class SqliteStatement
{
public:
    SqliteStatement(SqliteDb &db, const std::string &sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    bool prepared() const { return m_stmt != nullptr; }
    // True while a row is available; false at the end or on an error (see ok()).
    bool step();
    bool ok() const { return m_ok; }
    const std::string &error() const { return m_error; }
    void reset();
    void bind(int index, int64_t value);

    bool isNull(int column) const;
    bool isInteger(int column) const;
    int64_t integer(int column) const;
    // The integer, or ifNull when the column is NULL.
    int64_t integerOr(int column, int64_t ifNull) const { return isNull(column) ? ifNull : integer(column); }
    double real(int column) const;
    std::string_view text(int column) const;

private:
    SqliteDb &m_db;
    sqlite3_stmt *m_stmt = nullptr;
    bool m_ok = true;
    std::string m_error;
};

} // namespace stepline
