#include "model/SqliteHandle.h"

namespace snp::model::sqlite {

namespace {

[[noreturn]] void throwLastError(sqlite3 *db) {
  throw Error(sqlite3_extended_errcode(db), sqlite3_errmsg(db));
}

} // namespace

void CloseDatabase::operator()(sqlite3 *db) const noexcept { sqlite3_close_v2(db); }

Database openDatabase(const std::filesystem::path &path, int flags) {
  sqlite3 *raw = nullptr;
  const int rc = sqlite3_open_v2(path.c_str(), &raw, flags, nullptr);
  Database db(raw); // sqlite3_open_v2 may hand out a handle even when it fails
  if (!db) throw Error(SQLITE_NOMEM, sqlite3_errstr(SQLITE_NOMEM));
  sqlite3_extended_result_codes(db.get(), 1);
  if (rc != SQLITE_OK) throwLastError(db.get());
  return db;
}

void execute(sqlite3 *db, const char *sql) {
  if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK) throwLastError(db);
}

Statement::Statement(sqlite3 *db, std::string_view sql) : db_(db) {
  sqlite3_stmt *raw = nullptr;
  if (sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &raw, nullptr) != SQLITE_OK)
    throwLastError(db);
  statement_.reset(raw);
}

Statement &Statement::bind(int index, std::string_view text) {
  // SQLITE_TRANSIENT: SQLite copies, so the caller's buffer may go away before step().
  if (sqlite3_bind_text64(statement_.get(), index, text.data(), text.size(), SQLITE_TRANSIENT, SQLITE_UTF8) !=
      SQLITE_OK)
    throwLastError(db_);
  return *this;
}

Statement &Statement::bind(int index, std::int64_t value) {
  if (sqlite3_bind_int64(statement_.get(), index, value) != SQLITE_OK) throwLastError(db_);
  return *this;
}

Statement &Statement::bindBlob(int index, std::span<const std::uint8_t> bytes) {
  if (sqlite3_bind_blob64(statement_.get(), index, bytes.data(), bytes.size(), SQLITE_TRANSIENT) != SQLITE_OK)
    throwLastError(db_);
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(statement_.get());
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  throwLastError(db_);
}

void Statement::run() {
  while (step()) {
  }
}

void Statement::reset() {
  sqlite3_reset(statement_.get());
  sqlite3_clear_bindings(statement_.get());
}

std::string Statement::text(int column) const {
  const auto *bytes = reinterpret_cast<const char *>(sqlite3_column_text(statement_.get(), column));
  if (!bytes) return {};
  return std::string(bytes, static_cast<std::size_t>(sqlite3_column_bytes(statement_.get(), column)));
}

std::int64_t Statement::integer(int column) const { return sqlite3_column_int64(statement_.get(), column); }

std::vector<std::uint8_t> Statement::blob(int column) const {
  const auto *bytes = static_cast<const std::uint8_t *>(sqlite3_column_blob(statement_.get(), column));
  return bytes ? std::vector<std::uint8_t>(bytes, bytes + sqlite3_column_bytes(statement_.get(), column))
               : std::vector<std::uint8_t>{};
}

Transaction::Transaction(sqlite3 *db) : db_(db) { execute(db, "BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  // A failed COMMIT may already have rolled back; ROLLBACK then would only report an error.
  if (!committed_ && !sqlite3_get_autocommit(db_)) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
  execute(db_, "COMMIT");
  committed_ = true;
}

} // namespace snp::model::sqlite
