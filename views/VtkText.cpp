#include "views/VtkText.h"

#include <QFileInfo>
#include <QLocale>

#include <vtkTextProperty.h>

namespace snp::views {

namespace {

constexpr const char *kChineseFont = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

} // namespace

void useUiFont(vtkTextProperty *property) {
  if (QLocale().language() != QLocale::Chinese || !QFileInfo::exists(kChineseFont)) return;
  property->SetFontFamily(VTK_FONT_FILE);
  property->SetFontFile(kChineseFont);
}

} // namespace snp::views
