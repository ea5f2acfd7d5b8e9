#pragma once

// Marks a text for translation: the compiler sees the literal, lupdate reads it as
// QT_TRANSLATE_NOOP (app/CMakeLists.txt passes -tr-function-alias), so model/ and sim/ stay free
// of Qt. The views translate with QCoreApplication::translate(context, text). Contexts in use:
// "Validation" (model/ problems), "FieldCatalog" (model/FieldTable's labels and descriptions, which
// the editor shows) and "Figure" (sim/ formulas, terms and assumptions).
#define SNP_MESSAGE(context, text) text
