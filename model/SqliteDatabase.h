#pragma once

#include <memory>

struct sqlite3;

// The owner of an open SQLite database, declared without sqlite3.h so that a public header (the
// project store's) can hold one; model/SqliteHandle.h opens it and works with it.
namespace snp::model::sqlite {

struct CloseDatabase {
  void operator()(sqlite3 *db) const noexcept; // sqlite3_close_v2
};
using Database = std::unique_ptr<sqlite3, CloseDatabase>;

} // namespace snp::model::sqlite
