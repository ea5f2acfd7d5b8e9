"""Reads an xlsx with openpyxl (Debian's python3-openpyxl), a reader independent of the writer,
and prints what the tests check as JSON: each sheet's name, frozen panes and cells, with each
number's format, each cell's type ("s" text, "n" number, "f" formula) and fill colour."""
import json
import sys

import openpyxl

book = openpyxl.load_workbook(sys.argv[1])
sheets = []
for sheet in book.worksheets:
    rows = []
    for row in sheet.iter_rows():
        cells = []
        for cell in row:
            fill = cell.fill.fgColor.rgb if cell.fill and cell.fill.fill_type == "solid" else None
            cells.append({"value": cell.value, "type": cell.data_type, "format": cell.number_format,
                          "fill": fill if isinstance(fill, str) else None, "bold": bool(cell.font.b)})
        rows.append(cells)
    sheets.append({"name": sheet.title, "freeze": sheet.freeze_panes, "rows": rows})
json.dump(sheets, sys.stdout, ensure_ascii=False)
