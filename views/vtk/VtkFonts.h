#pragma once

#include <QString>

#include <string>

class vtkTextProperty;

namespace snp::views {

// VTK's built-in fonts cover Latin only; a translated legend (Chinese) needs a font of the
// system that has its glyphs. A file found through fontconfig, or empty when the built-in font
// will do or no installed font has every character.
std::string fontFileFor(const QString &text);

// Makes `property` able to draw `text`: the built-in Arial when it can, else that font file.
void useFontFor(vtkTextProperty *property, const QString &text);

} // namespace snp::views
