#pragma once

#include "model/SqliteDatabase.h"

#include <sqlite3.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// Thin RAII owners of sqlite3 C API handles for the model's storage code. Every failure
// becomes a sqlite::Error carrying SQLite's extended result code and message, so callers
// can add context (which file, which operation) in one place.
namespace snp::model::sqlite {

class Error : public std::runtime_error {
public:
  Error(int code, const std::string &message) : std::runtime_error(message), code_(code) {}
  int code() const { return code_; } // extended result code, e.g. SQLITE_READONLY_ROLLBACK
  int primaryCode() const { return code_ & 0xff; }

private:
  int code_;
};

// flags as for sqlite3_open_v2, e.g. SQLITE_OPEN_READONLY. Extended result codes are enabled.
Database openDatabase(const std::filesystem::path &path, int flags);

// Runs one or more SQL statements that return no rows of interest.
void execute(sqlite3 *db, const char *sql);

// One prepared statement; bind indexes and column indexes are as in the C API (1- and 0-based).
class Statement {
public:
  Statement(sqlite3 *db, std::string_view sql);

  Statement &bind(int index, std::string_view text);
  Statement &bind(int index, std::int64_t value);
  Statement &bindBlob(int index, std::span<const std::uint8_t> bytes);

  // Advances to the next row; false when the statement has finished.
  bool step();
  // Runs a statement that yields no rows (INSERT, UPDATE, DELETE).
  void run();
  // Makes the statement ready to run again with new bindings.
  void reset();

  std::string text(int column) const;
  std::int64_t integer(int column) const;
  std::vector<std::uint8_t> blob(int column) const;

private:
  struct Finalize {
    void operator()(sqlite3_stmt *statement) const noexcept { sqlite3_finalize(statement); }
  };
  sqlite3 *db_;
  std::unique_ptr<sqlite3_stmt, Finalize> statement_;
};

// BEGIN IMMEDIATE on construction (taking the write lock up front, so a busy file fails
// before any work); ROLLBACK on destruction unless commit() succeeded.
class Transaction {
public:
  explicit Transaction(sqlite3 *db);
  ~Transaction();
  Transaction(const Transaction &) = delete;
  Transaction &operator=(const Transaction &) = delete;

  void commit();

private:
  sqlite3 *db_;
  bool committed_ = false;
};

} // namespace snp::model::sqlite
