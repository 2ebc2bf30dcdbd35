"""Small hand-written SVG charts for the campaign report: histogram panels, line charts and
heat-map tables. Standard library only; every chart is a self-contained <svg> string, so the
HTML report inlines it and the Markdown report links the same file."""
import math
from html import escape

# Ten distinguishable colours (the Tableau 10 palette) and a dark grey for an eleventh line.
PALETTE = ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1",
           "#ff9da7", "#9c755f", "#bab0ac", "#333333", "#86bcb6"]
FONT = 'font-family="DejaVu Sans, Arial, sans-serif"'


def _svg(width, height, body):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" {FONT} font-size="11">\n'
            f'<rect width="{width}" height="{height}" fill="white"/>\n' + "\n".join(body) + "\n</svg>\n")


def _text(x, y, s, anchor="start", size=11, weight="normal", fill="#222"):
    return (f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" font-size="{size}" '
            f'font-weight="{weight}" fill="{fill}">{escape(str(s))}</text>')


def _nice_ticks(lo, hi, n=5):
    """About n round tick values covering [lo, hi]."""
    if hi <= lo:
        hi = lo + 1
    step = 10 ** math.floor(math.log10((hi - lo) / n))
    for m in (1, 2, 5, 10):
        if (hi - lo) / (step * m) <= n:
            step *= m
            break
    first = math.ceil(lo / step) * step
    return [first + i * step for i in range(int((hi - first) / step) + 1)]


def _fmt(v):
    if v >= 1e6:
        return f"{v / 1e6:g}M"
    if v >= 1e3:
        return f"{v / 1e3:g}k"
    return f"{v:g}"


def histogram_panels(panels, lo_exp, columns=3, pw=360, ph=170):
    """A grid of log2 histograms. Each panel: dict(title, counts, mark, notes). counts[0] holds
    values below 2^lo_exp, counts[j] (j >= 1) values in [2^(lo_exp+j-1), 2^(lo_exp+j)); mark is
    drawn as a red vertical line (the claimed k)."""
    rows = max(1, math.ceil(len(panels) / columns))
    body = []
    for i, p in enumerate(panels):
        ox, oy = (i % columns) * pw, (i // columns) * ph
        x0, x1, y0, y1 = ox + 34, ox + pw - 14, oy + ph - 28, oy + 44
        n = len(p["counts"])
        top = max(max(p["counts"]), 1)
        bw = (x1 - x0) / n
        body.append(_text(ox + 8, oy + 14, p["title"], size=11, weight="bold"))
        for j, note in enumerate(p.get("notes", [])):
            body.append(_text(ox + 8, oy + 27 + 12 * j, note, size=10, fill="#555"))
        body.append(_text(x0, y0 + 13, "0", anchor="middle", size=9))
        for j, c in enumerate(p["counts"]):
            if c:
                h = (y0 - y1) * c / top
                body.append(f'<rect x="{x0 + j * bw + 0.5:.1f}" y="{y0 - h:.1f}" width="{bw - 1:.1f}" '
                            f'height="{h:.1f}" fill="{PALETTE[0]}"><title>{c}</title></rect>')
        body.append(f'<line x1="{x0}" y1="{y0}" x2="{x1}" y2="{y0}" stroke="#333"/>')
        body.append(_text(x0 - 4, y1 + 8, _fmt(top), anchor="end", size=9))
        body.append(_text(x0 - 4, y0, "0", anchor="end", size=9))
        for e in range(lo_exp + 4, lo_exp + n, 4):  # tick labels every 4 buckets (bucket 0 starts at 0)
            x = x0 + (e - lo_exp + 1) * bw
            body.append(f'<line x1="{x:.1f}" y1="{y0}" x2="{x:.1f}" y2="{y0 + 3}" stroke="#333"/>')
            body.append(_text(x, y0 + 13, f"2^{e}", anchor="middle", size=9))
        if p.get("mark"):
            k = p["mark"]
            x = x0 + (math.log2(k) - lo_exp + 1) * bw
            body.append(f'<line x1="{x:.1f}" y1="{y1 - 4}" x2="{x:.1f}" y2="{y0}" stroke="#d62728" '
                        f'stroke-width="2"/>')
            left = x > x1 - 40  # keep the label inside the panel
            body.append(_text(x - 3 if left else x + 3, y1 + 4, f"k={k:g}", anchor="end" if left else "start",
                              size=9, fill="#d62728"))
    return _svg(columns * pw, rows * ph, body)


def line_chart(series, title, xlabel, ylabel, log_y=False, width=1000, height=360, zoom=False, legend=True):
    """Lines over a shared x axis. series: list of (name, [(x, y), ...]); zoom starts the y axis at
    the data's minimum instead of 0."""
    pts = [(x, y) for _, s in series for x, y in s if not log_y or y > 0]
    body = [_text(width / 2, 18, title, anchor="middle", size=13, weight="bold")]
    x0, x1, y0, y1 = 60, width - (210 if legend else 15), height - 40, 32
    if not pts:
        body.append(_text(width / 2, height / 2, "no data", anchor="middle"))
        return _svg(width, height, body)
    xmax = max(x for x, _ in pts) or 1
    if log_y:
        lo, hi = math.floor(math.log10(min(y for _, y in pts))), math.ceil(math.log10(max(y for _, y in pts)))
        hi = max(hi, lo + 1)
        ymap = lambda y: y0 - (y0 - y1) * (math.log10(y) - lo) / (hi - lo)
        yticks = [10 ** e for e in range(lo, hi + 1)]
    else:
        ymax = max(y for _, y in pts) or 1
        ymin = min(y for _, y in pts) if zoom else 0
        yticks = _nice_ticks(ymin, ymax)
        step = yticks[1] - yticks[0] if len(yticks) > 1 else 1
        if yticks[0] > ymin:
            yticks.insert(0, yticks[0] - step)
        if yticks[-1] < ymax:  # the top line must stay inside the frame
            yticks.append(yticks[-1] + step)
        bottom, top = yticks[0], yticks[-1]
        ymap = lambda y: y0 - (y0 - y1) * (y - bottom) / (top - bottom)
    xmap = lambda x: x0 + (x1 - x0) * x / xmax
    for t in yticks:
        y = ymap(t)
        body.append(f'<line x1="{x0}" y1="{y:.1f}" x2="{x1}" y2="{y:.1f}" stroke="#e5e5e5"/>')
        body.append(_text(x0 - 6, y + 4, _fmt(t), anchor="end", size=10))
    for t in _nice_ticks(0, xmax):
        x = xmap(t)
        body.append(f'<line x1="{x:.1f}" y1="{y0}" x2="{x:.1f}" y2="{y0 + 4}" stroke="#333"/>')
        body.append(_text(x, y0 + 16, _fmt(t), anchor="middle", size=10))
    body.append(f'<rect x="{x0}" y="{y1}" width="{x1 - x0}" height="{y0 - y1}" fill="none" stroke="#333"/>')
    body.append(_text((x0 + x1) / 2, height - 6, xlabel, anchor="middle"))
    body.append(f'<text transform="translate(16,{(y0 + y1) / 2:.0f}) rotate(-90)" text-anchor="middle">'
                f'{escape(ylabel)}</text>')
    for i, (name, s) in enumerate(series):
        color = PALETTE[i % len(PALETTE)]
        good = [(x, y) for x, y in s if not log_y or y > 0]
        if good:
            d = " ".join(f"{xmap(x):.1f},{ymap(y):.1f}" for x, y in good)
            body.append(f'<polyline points="{d}" fill="none" stroke="{color}" stroke-width="1.8"/>')
        if not legend:
            continue
        ly = y1 + 6 + i * 16
        body.append(f'<line x1="{x1 + 12}" y1="{ly:.0f}" x2="{x1 + 32}" y2="{ly:.0f}" stroke="{color}" '
                    f'stroke-width="3"/>')
        body.append(_text(x1 + 38, ly + 4, name, size=10))
    return _svg(width, height, body)


def heat_table(rows, columns, cells, title, scale_max, label_width=300, cw=74, rh=18):
    """A table coloured by value: cells[(row, column)] = (value in [0, scale_max], text, tip);
    a missing cell is blank. Colour runs from white (0) to dark orange (scale_max)."""
    width, height = label_width + cw * len(columns) + 10, 52 + rh * len(rows) + 6
    body = [_text(8, 18, title, size=13, weight="bold")]
    for j, c in enumerate(columns):
        body.append(_text(label_width + cw * j + cw / 2, 44, c, anchor="middle", weight="bold"))
    for i, r in enumerate(rows):
        y = 52 + rh * i
        if i % 2:
            body.append(f'<rect x="0" y="{y}" width="{width}" height="{rh}" fill="#f6f6f6"/>')
        body.append(_text(8, y + rh - 5, r, size=10))
        for j, c in enumerate(columns):
            if (r, c) not in cells:
                continue
            v, text, tip = cells[(r, c)]
            f = min(1.0, v / scale_max) if scale_max > 0 else 0.0
            fill = "#%02x%02x%02x" % (255, int(255 - 120 * f), int(255 - 230 * f))
            body.append(f'<rect x="{label_width + cw * j + 1}" y="{y + 1}" width="{cw - 2}" height="{rh - 2}" '
                        f'fill="{fill}" stroke="#ddd"><title>{escape(tip)}</title></rect>')
            body.append(_text(label_width + cw * j + cw / 2, y + rh - 5, text, anchor="middle", size=10))
    return _svg(width, height, body)


def stacked_bars(rows, parts, colors, title, label_width=170, bar_width=560, rh=22):
    """Horizontal stacked bars: rows = [(label, {part: count})], parts in drawing order."""
    height = 60 + rh * len(rows) + 10
    width = label_width + bar_width + 30
    body = [_text(8, 18, title, size=13, weight="bold")]
    lx = 8
    for p, c in zip(parts, colors):  # legend
        body.append(f'<rect x="{lx}" y="30" width="12" height="12" fill="{c}"/>')
        body.append(_text(lx + 16, 40, p, size=10))
        lx += 22 + 6.5 * len(p)
    top = max((sum(v.values()) for _, v in rows), default=1) or 1
    for i, (label, counts) in enumerate(rows):
        y, x = 56 + rh * i, label_width
        body.append(_text(8, y + rh - 8, label, size=10))
        for p, c in zip(parts, colors):
            n = counts.get(p, 0)
            if n:
                w = bar_width * n / top
                body.append(f'<rect x="{x:.1f}" y="{y + 2}" width="{w:.1f}" height="{rh - 6}" fill="{c}">'
                            f'<title>{escape(p)}: {n}</title></rect>')
                if w > 16:
                    body.append(_text(x + w / 2, y + rh - 8, n, anchor="middle", size=9, fill="white"))
                x += w
    return _svg(width, height, body)


def grid(charts, columns, width, height):
    """Charts (each an <svg> of width x height) side by side, `columns` to a row."""
    rows = max(1, math.ceil(len(charts) / columns))
    body = [f'<svg x="{(i % columns) * width}" y="{(i // columns) * height}" width="{width}" height="{height}">'
            + c.split(">", 1)[1].rsplit("</svg>", 1)[0] + "</svg>" for i, c in enumerate(charts)]
    return _svg(columns * width, rows * height, body)


def coverage_bars(rows, title, label_width=330, bar_width=420, rh=30):
    """Per header two horizontal bars, lines (blue) and branch outcomes (orange), as a share of
    0..100 %: rows = [(label, (hit, total) lines, (hit, total) branches, bold)]; a header with
    no branch shows no orange bar. The numbers are written right of each bar."""
    height, width = 56 + rh * len(rows) + 24, label_width + bar_width + 150
    body = [_text(8, 18, title, size=13, weight="bold")]
    for i, (name, color) in enumerate((("lines", PALETTE[0]), ("branch outcomes", PALETTE[1]))):
        body.append(f'<rect x="{8 + 80 * i}" y="28" width="12" height="12" fill="{color}"/>')
        body.append(_text(24 + 80 * i, 38, name, size=10))
    x0, y_end = label_width, 52 + rh * len(rows)
    for pct in range(0, 101, 25):
        x = x0 + bar_width * pct / 100
        body.append(f'<line x1="{x:.1f}" y1="48" x2="{x:.1f}" y2="{y_end}" stroke="#e5e5e5"/>')
        body.append(_text(x, y_end + 14, f"{pct}%", anchor="middle", size=9))
    for i, (label, lines, branches, bold) in enumerate(rows):
        y = 52 + rh * i
        if i % 2:
            body.append(f'<rect x="0" y="{y}" width="{width}" height="{rh}" fill="#f6f6f6"/>')
        body.append(_text(8, y + rh / 2 + 4, label, size=10, weight="bold" if bold else "normal"))
        for j, ((hit, total), color) in enumerate(((lines, PALETTE[0]), (branches, PALETTE[1]))):
            if not total:
                continue
            by = y + 4 + j * (rh - 8) / 2
            w = bar_width * hit / total
            body.append(f'<rect x="{x0}" y="{by:.1f}" width="{w:.1f}" height="{(rh - 8) / 2 - 1:.1f}" '
                        f'fill="{color}"><title>{hit} of {total}</title></rect>')
            body.append(_text(x0 + bar_width + 6, by + (rh - 8) / 2 - 3, f"{hit}/{total} ({100 * hit / total:.1f}%)",
                              size=9))
    body.append(f'<line x1="{x0}" y1="48" x2="{x0}" y2="{y_end}" stroke="#333"/>')
    return _svg(width, height, body)
