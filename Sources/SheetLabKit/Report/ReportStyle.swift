/// The report's style sheet and script, inline so the HTML file needs nothing else.
enum ReportStyle {
  /// The CSS.
  static let css = """
    body { font: 14px/1.4 -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 24px; \
    color: #1d1d1f; background: #f2f2f7; }
    h1 { margin: 0 0 4px; font-size: 24px; }
    h2 { margin: 0; font-size: 17px; display: inline; }
    p.lead { margin: 0 0 14px; color: #555; }
    table.summary { border-collapse: collapse; background: #fff; margin-bottom: 20px; font-size: 12.5px; }
    table.summary th, table.summary td { padding: 4px 9px; border-bottom: 1px solid #e3e3e8; \
    text-align: left; vertical-align: top; }
    table.summary td.num { text-align: right; font-variant-numeric: tabular-nums; }
    table.summary td.notes { max-width: 430px; color: #444; }
    .pass { color: #fff; background: #248a3d; border-radius: 4px; padding: 1px 7px; font-weight: 600; }
    .fail { color: #fff; background: #d70015; border-radius: 4px; padding: 1px 7px; font-weight: 600; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(640px, 1fr)); gap: 16px; }
    section.scenario { background: #fff; border-radius: 12px; padding: 12px 14px; \
    box-shadow: 0 1px 3px rgba(0,0,0,.12); }
    section.scenario header p { margin: 4px 0 8px; color: #444; font-size: 12.5px; }
    .row { display: flex; gap: 12px; align-items: flex-start; }
    .phonecol { flex: none; text-align: center; }
    .controls { margin-top: 6px; display: flex; gap: 6px; align-items: center; justify-content: center; }
    .controls input { width: 150px; }
    .readout { font: 11.5px/1.3 ui-monospace, Menlo, monospace; color: #333; margin-top: 4px; \
    white-space: pre; text-align: left; }
    .plots svg { display: block; max-width: 100%; height: auto; }
    ul.failures { color: #d70015; margin: 6px 0 0; padding-left: 18px; font-size: 12.5px; }
    .figures { font-size: 12px; color: #333; margin: 2px 0 0; }
    svg text.row { font: 15px sans-serif; fill: #333; }
    svg text.title { font: 600 20px sans-serif; fill: #1d3a6e; }
    svg text.note { font: 15px sans-serif; fill: #555; }
    svg .safe { fill: #ff9f0a; fill-opacity: 0.22; }
    svg .plottitle { font: 600 12px sans-serif; fill: #333; }
    svg .tick { font: 10px sans-serif; fill: #666; }
    svg .guide { stroke: #34c759; stroke-dasharray: 5 4; }
    svg .guidelabel { font: 10px sans-serif; fill: #248a3d; }
    svg .series { fill: none; stroke: #0a60ff; stroke-width: 1.8; }
    svg .marker { stroke-width: 1; }
    svg .marker.input { stroke: #8e8e93; stroke-dasharray: 3 3; }
    svg .marker.release { stroke: #ff9500; }
    svg .marker.handoff { stroke: #af52de; stroke-width: 1.5; }
    svg .marker.transition { stroke: #34c759; stroke-dasharray: 1 2; }
    svg .overlay { fill: none; stroke: #5856d6; stroke-width: 1.2; stroke-dasharray: 4 3; }
    svg .markerlabel { font: 10px sans-serif; fill: #555; paint-order: stroke; stroke: #fafbfc; \
    stroke-width: 3px; }
    svg .note { fill: #ff2d55; }
    svg .cursor { stroke: #d70015; stroke-width: 1.5; }
    .legend span { margin-right: 12px; font-size: 12px; }
    .legend i { display: inline-block; width: 14px; height: 3px; vertical-align: middle; margin-right: 4px; }
    """

  /// The script: draws any frame of any scenario from its data, and runs play/pause and the
  /// time slider. It reads `window.LAB`, one data object per scenario (see ``ReportData``).
  static let script = #"""
    (function () {
      "use strict";
      var G = window.LAB_GEOMETRY, GW = G.gw, GT = G.gt;
      function v(a, i) { return Array.isArray(a) ? a[i] : a; }
      function el(k, name) { return document.getElementById("s" + k + "-" + name); }
      function set(node, attrs) {
        if (!node) { return; }
        for (var key in attrs) { node.setAttribute(key, attrs[key]); }
      }
      function sheetPath(x, top, w, bottom, rt, rb) {
        w = Math.max(0, w);
        var h = Math.max(0, bottom - top);
        rt = Math.max(0, Math.min(rt, w / 2, h));
        rb = Math.max(0, Math.min(rb, w / 2, h - rt));
        return "M" + x + "," + (bottom - rb) + " V" + (top + rt) + " A" + rt + "," + rt +
          " 0 0 1 " + (x + rt) + "," + top + " H" + (x + w - rt) + " A" + rt + "," + rt +
          " 0 0 1 " + (x + w) + "," + (top + rt) + " V" + (bottom - rb) + " A" + rb + "," + rb +
          " 0 0 1 " + (x + w - rb) + "," + bottom + " H" + (x + rb) + " A" + rb + "," + rb +
          " 0 0 1 " + x + "," + (bottom - rb) + " Z";
      }
      function show(k, i) {
        var d = window.LAB[k];
        var top = v(d.top, i), x = v(d.x, i), w = v(d.w, i);
        var cw = v(d.cw, i), ch = v(d.ch, i);
        var sl = v(d.sl, i), sr = v(d.sr, i), att = v(d.att, i), ci = v(d.ci, i);
        var path = sheetPath(
          x + sl, top, w - sl - sr, v(d.bot, i) - v(d.sb, i), v(d.rt, i), v(d.rb, i));
        set(el(k, "sheet"), {
          d: path, stroke: att < 1 ? G.of : G.oa, "stroke-width": att < 1 ? 1 + 1.5 * (1 - att) : 1,
          "fill-opacity": v(d.gf, i)
        });
        set(el(k, "sheetclippath"), { d: path });
        set(el(k, "screenclip"), { width: cw, height: ch });
        set(el(k, "device"), { width: cw + 2 * G.bezel, height: ch + 2 * G.bezel });
        set(el(k, "bg"), { width: cw, height: ch });
        var ps = v(d.ps, i), po = v(d.po, i);
        set(el(k, "backdrop"), { width: cw, height: ch });
        set(el(k, "presenter"), { transform: "matrix(" + ps + " 0 0 " + ps + " " +
          (cw - cw * ps) / 2 + " " + ((ch - ch * ps) / 2 + po) + ")" });
        set(el(k, "presenterclipr"), { width: cw, height: ch, rx: ps > 0 ? v(d.pr, i) / ps : 0 });
        set(el(k, "pshade"), { width: cw, height: ch, opacity: v(d.pd, i) });
        set(el(k, "dim"), { width: cw, height: ch, opacity: v(d.dim, i) });
        set(el(k, "grabber"), { x: x + w / 2 - GW / 2, y: top + GT });
        var kb = v(d.kb, i);
        set(el(k, "kb"), { y: ch - kb, width: cw, height: kb });
        var sat = v(d.sat, i), sab = v(d.sab, i), sal = v(d.sal, i), sar = v(d.sar, i);
        set(el(k, "sat"), { width: cw, height: sat });
        set(el(k, "sab"), { y: ch - sab, width: cw, height: sab });
        set(el(k, "sal"), { width: sal, height: ch });
        set(el(k, "sar"), { x: cw - sar, width: sar, height: ch });
        set(el(k, "home"), { x: cw / 2 - G.hw / 2, y: ch - G.hb });
        var content = v(d.content, i), gh = d.grabber || 0;
        set(el(k, "block"), { x: x + ci, y: top + gh, width: w - 2 * ci, height: content });
        var label = el(k, "blocklabel");
        if (label) {
          set(label, { x: x + ci + 20, y: top + gh + 44 });
          label.textContent = "content " + Math.round(content) + " pt";
        }
        if (d.off !== undefined) {
          var off = v(d.off, i) || 0;
          set(el(k, "list"), { transform: "translate(" + (x + ci) + "," + (top + gh - off) + ")" });
          var view = d.viewport, total = d.listHeight;
          var visible = Math.max(0, Math.min(view, ch - top - gh));
          var length = Math.max(24, visible * visible / Math.max(total, 1));
          var span = Math.max(total - view, 1);
          var y = top + gh + 4 + (visible - length - 8) * Math.max(0, Math.min(1, off / span));
          set(el(k, "scrollbar"), { x: x + w - 6, y: y, height: length });
        }
        if (d.np !== undefined) {
          var p = v(d.np, i), from = v(d.nf, i), to = v(d.nt, i), pop = v(d.pop, i) === 1;
          var groups = document.querySelectorAll("#s" + k + "-phone [data-screen]");
          for (var g = 0; g < groups.length; g++) {
            var id = Number(groups[g].getAttribute("data-screen"));
            var shift = null;
            if (from === to) {
              shift = id === to ? 0 : null;
            } else if (id === to) {
              shift = pop ? -(1 - p) * w * 0.3 : (1 - p) * w;
            } else if (id === from) {
              shift = pop ? p * w : -p * w * 0.3;
            }
            set(groups[g], {
              visibility: shift === null ? "hidden" : "visible",
              transform: "translate(" + (x + (shift || 0)) + "," + (top + gh) + ")"
            });
          }
        }
        if (d.ls !== undefined) {
          var ls = v(d.ls, i);
          set(el(k, "lower"), { transform: "matrix(" + ls + " 0 0 " + ls + " " + v(d.ltx, i) +
            " " + v(d.lty, i) + ")" });
          set(el(k, "ushade"), { width: cw, height: ch, opacity: v(d.ush, i) });
          set(el(k, "udim"), { width: cw, height: ch, opacity: v(d.ud, i) });
          var ux = v(d.ux, i), uw = v(d.uw, i), ut = v(d.ut, i);
          set(el(k, "usheet"), { d: sheetPath(ux, ut, uw, v(d.ub, i), v(d.urt, i), v(d.urb, i)) });
          set(el(k, "ugrabber"), { x: ux + uw / 2 - GW / 2, y: ut + GT });
        }
        var finger = el(k, "finger");
        if (finger) {
          var fx = d.fx === undefined ? null : v(d.fx, i);
          var fy = d.fy === undefined ? null : v(d.fy, i);
          set(finger, fx === null || fy === null ? { visibility: "hidden" } :
            { visibility: "visible", cx: fx, cy: fy });
        }
        var t = d.t0 + i / d.fps;
        var cx = d.plot.l + d.plot.w * (d.duration > 0 ? t / d.duration : 0);
        set(el(k, "cur-e"), { x1: cx, x2: cx });
        set(el(k, "cur-v"), { x1: cx, x2: cx });
        set(el(k, "cur-a"), { x1: cx, x2: cx });
        set(el(k, "cur-p"), { x1: cx, x2: cx });
        var detent = v(d.detent, i);
        el(k, "readout").textContent =
          "t " + t.toFixed(3) + " s  " + d.phases[v(d.phase, i)] + "  " +
          (detent >= 0 ? d.detents[detent] : "–") + "\nextent " + v(d.ext, i).toFixed(1) +
          " pt  v " + Math.round(v(d.vel, i)) + " pt/s  dim " + v(d.dim, i).toFixed(2) +
          (v(d.ps, i) < 1 ? "  presenter " + v(d.ps, i).toFixed(3) : "") +
          "\nattached " + att.toFixed(2) + "  insets " + sl.toFixed(1) + "/" + sr.toFixed(1) +
          "/" + v(d.sb, i).toFixed(1) + "  radii " + v(d.rt, i).toFixed(1) + "/" +
          v(d.rb, i).toFixed(1);
        el(k, "slider").value = i;
      }
      function setup(k) {
        var d = window.LAB[k], slider = el(k, "slider"), button = el(k, "play");
        var frame = Number(slider.value), playing = false, start = 0, from = 0;
        var count = Number(slider.max) + 1;
        function step(now) {
          if (!playing) { return; }
          frame = Math.min(count - 1, from + Math.floor((now - start) / 1000 * d.fps));
          show(k, frame);
          if (frame >= count - 1) { stop(); } else { requestAnimationFrame(step); }
        }
        function stop() { playing = false; button.textContent = "\u25B6 Play"; }
        button.addEventListener("click", function () {
          if (playing) { stop(); return; }
          if (frame >= count - 1) { frame = 0; }
          playing = true; from = frame; start = performance.now();
          button.textContent = "\u275A\u275A Pause";
          requestAnimationFrame(step);
        });
        slider.addEventListener("input", function () {
          stop(); frame = Number(slider.value); show(k, frame);
        });
        show(k, frame);
      }
      for (var k = 0; k < window.LAB.length; k++) { setup(k); }
    })();
    """#
}
