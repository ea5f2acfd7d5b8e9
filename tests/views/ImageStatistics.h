#pragma once

#include <QColor>
#include <QImage>
#include <QSet>

// What a rendered frame contains, for tests that must tell real geometry from a blank view.
struct ImageStatistics {
  int pixels = 0;
  int distinctColours = 0;  // after quantising to 4 bits per channel
  double dominantShare = 0; // share of the most frequent quantised colour
  QRgb dominantColour = 0;  // that colour, quantised (each channel's low 4 bits cleared)
  int matching = 0;         // pixels near the colour asked for

  static ImageStatistics of(const QImage &source, QColor wanted = {}, int tolerance = 40) {
    const QImage image = source.convertToFormat(QImage::Format_RGB32);
    ImageStatistics s;
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y) {
      const auto *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
      for (int x = 0; x < image.width(); ++x) {
        const QRgb p = row[x];
        ++counts[qRgb(qRed(p) & 0xF0, qGreen(p) & 0xF0, qBlue(p) & 0xF0)];
        if (wanted.isValid() && std::abs(qRed(p) - wanted.red()) <= tolerance &&
            std::abs(qGreen(p) - wanted.green()) <= tolerance &&
            std::abs(qBlue(p) - wanted.blue()) <= tolerance)
          ++s.matching;
      }
    }
    s.pixels = image.width() * image.height();
    s.distinctColours = counts.size();
    int most = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
      if (it.value() > most) most = it.value(), s.dominantColour = it.key();
    s.dominantShare = s.pixels ? double(most) / s.pixels : 1.0;
    return s;
  }
};
