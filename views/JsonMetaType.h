#pragma once

#include <QMetaType>

#include <nlohmann/json.hpp>

// Field values travel in signals as JSON (the form model::withField takes); declared once, before
// any signal that carries one, so queued connections and QSignalSpy know the type by name.
Q_DECLARE_METATYPE(nlohmann::json)
