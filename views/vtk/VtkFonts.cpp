#include "views/vtk/VtkFonts.h"

#include <QHash>

#include <vtkTextProperty.h>

#include <fontconfig/fontconfig.h>

#include <algorithm>

namespace snp::views {

namespace {

bool latin1(const QString &text) {
  return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x100; });
}

std::string lookUp(const QString &text) {
  FcCharSet *wanted = FcCharSetCreate();
  for (char32_t c : text.toUcs4())
    if (c >= 0x20) FcCharSetAddChar(wanted, c);
  FcPattern *pattern = FcPatternCreate();
  FcPatternAddString(pattern, FC_FAMILY, reinterpret_cast<const FcChar8 *>("sans-serif"));
  FcPatternAddCharSet(pattern, FC_CHARSET, wanted);
  FcConfigSubstitute(nullptr, pattern, FcMatchPattern);
  FcDefaultSubstitute(pattern);
  FcResult result = FcResultNoMatch;
  FcPattern *match = FcFontMatch(nullptr, pattern, &result);
  std::string file;
  FcChar8 *path = nullptr;
  FcCharSet *has = nullptr;
  // The best match may still lack some characters: then no file is better than boxes.
  if (match && FcPatternGetString(match, FC_FILE, 0, &path) == FcResultMatch &&
      FcPatternGetCharSet(match, FC_CHARSET, 0, &has) == FcResultMatch && FcCharSetIsSubset(wanted, has))
    file = reinterpret_cast<const char *>(path);
  if (match) FcPatternDestroy(match);
  FcPatternDestroy(pattern);
  FcCharSetDestroy(wanted);
  return file;
}

} // namespace

std::string fontFileFor(const QString &text) {
  if (latin1(text)) return {};
  // Legends ask for the same few texts on every change: ask fontconfig once for each.
  static QHash<QString, std::string> found;
  const auto known = found.constFind(text);
  if (known != found.constEnd()) return *known;
  return *found.insert(text, lookUp(text));
}

void useFontFor(vtkTextProperty *property, const QString &text) {
  const std::string file = fontFileFor(text);
  if (file.empty()) {
    property->SetFontFamilyToArial();
    return;
  }
  property->SetFontFamily(VTK_FONT_FILE);
  property->SetFontFile(file.c_str());
}

} // namespace snp::views
