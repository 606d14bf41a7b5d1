//! The time-to-size plot, as inline SVG: the best's size on a log scale against seconds or
//! against test calls, one point per improvement, each segment coloured by the pass that made
//! it; for a tree, the files left as a second line on a scale of its own (on the right).
//! Nothing is fetched and nothing runs: every point carries its numbers in a `<title>`, which a
//! browser shows on hover.

use std::fmt::Write;

use pare::stats::{Improvement, PassStats};

use super::html::escape;

/// The plot's size and margins (the right one holds the files' scale).
const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 330.0;
const LEFT: f64 = 64.0;
const RIGHT: f64 = 56.0;
const TOP: f64 = 14.0;
const BOTTOM: f64 = 44.0;

/// Colours told apart also by people with the common colour blindnesses, first (Okabe-Ito),
/// then more; a run with more passes that improved reuses them from the start.
const PALETTE: [&str; 12] = [
    "#0072b2", "#e69f00", "#009e73", "#d55e00", "#cc79a7", "#56b4e9", "#8c6d31", "#7f3c8d", "#3969ac", "#e73f74",
    "#11a579", "#6b6b6b",
];

/// What the horizontal axis counts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Axis {
    /// Seconds since the reduction started.
    Seconds,
    /// Test calls started.
    Calls,
}

/// Which colour each pass that improved the best is drawn in.
pub struct Colors(Vec<(String, &'static str)>);

impl Colors {
    /// Colours for the passes with successes, in the order given (the table's: most bytes
    /// removed first, so the passes that matter most get the first colours).
    pub fn new(passes: &[&PassStats]) -> Colors {
        let improving = passes.iter().filter(|p| p.successes > 0);
        Colors(improving.zip(PALETTE.iter().cycle()).map(|(p, c)| (p.name.clone(), *c)).collect())
    }

    /// The colour of `pass` (grey for one with no colour: it made no improvement).
    pub fn of(&self, pass: &str) -> &'static str {
        self.0.iter().find(|(name, _)| name == pass).map_or("#999999", |(_, c)| c)
    }

    /// The legend: a swatch and the name of every pass that has a colour.
    pub fn legend(&self) -> String {
        let mut s = String::from("<div class=\"legend\">");
        for (name, color) in &self.0 {
            let _ = write!(
                s,
                "<span class=\"key\"><span class=\"swatch\" style=\"background:{color}\"></span>{}</span>",
                escape(name)
            );
        }
        s.push_str("</div>\n");
        s
    }
}

/// Where a plot starts and how far its axis runs.
pub struct Frame {
    /// The original's size (as the timeline measures it).
    pub bytes: usize,
    /// A tree's files at the start; `None` draws no files line.
    pub files: Option<usize>,
    /// How far the horizontal axis runs: the run's seconds or calls so far.
    pub end: f64,
}

/// The plot of `timeline` against `axis`.
pub fn svg(timeline: &[Improvement], frame: &Frame, axis: Axis, colors: &Colors) -> String {
    let x_of = |i: &Improvement| match axis {
        Axis::Seconds => i.seconds,
        Axis::Calls => i.calls as f64,
    };
    let x_max = timeline.iter().map(x_of).fold(frame.end, f64::max).max(1e-9);
    let sizes = timeline.iter().map(|i| i.bytes).chain([frame.bytes]);
    let (y_lo, y_hi) = decades(sizes.clone().min().unwrap_or(1), sizes.max().unwrap_or(1));
    let scale = Scale { x_max, y_lo, y_hi };
    let mut s = format!(
        "<svg class=\"plot\" width=\"{WIDTH}\" height=\"{HEIGHT}\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\">\n"
    );
    axes(&mut s, &scale, axis);
    let points: Vec<(f64, f64)> = timeline.iter().map(|i| (scale.x(x_of(i)), scale.y(i.bytes))).collect();
    let mut last = (scale.x(0.0), scale.y(frame.bytes));
    for (i, &point) in timeline.iter().zip(&points) {
        let color = colors.of(&i.pass);
        let _ = writeln!(
            s,
            "<line class=\"seg\" x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{color}\" stroke-width=\"2\"/>",
            last.0, last.1, point.0, point.1
        );
        last = point;
    }
    // After the last improvement the size stays where it is until the run's end.
    let _ = writeln!(
        s,
        "<line class=\"tail\" x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#999\" stroke-dasharray=\"3 3\"/>",
        last.0,
        last.1,
        scale.x(x_max),
        last.1
    );
    if let Some(files) = frame.files {
        files_line(&mut s, timeline, files, &scale, x_of);
    }
    for (i, (x, y)) in timeline.iter().zip(points) {
        let _ = writeln!(
            s,
            "<circle class=\"pt\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"{}\"><title>{}: {} bytes at {:.1} s, {} calls</title></circle>",
            colors.of(&i.pass),
            escape(&i.pass),
            i.bytes,
            i.seconds,
            i.calls
        );
    }
    s.push_str("</svg>\n");
    s
}

/// Maps values to the plot's coordinates: linear across, logarithmic up.
struct Scale {
    x_max: f64,
    y_lo: f64,
    y_hi: f64,
}

impl Scale {
    fn x(&self, v: f64) -> f64 {
        LEFT + (WIDTH - LEFT - RIGHT) * v / self.x_max
    }

    fn y(&self, bytes: usize) -> f64 {
        // An empty result has no logarithm: it is drawn at one byte, the scale's floor.
        let b = (bytes.max(1) as f64).log10();
        TOP + (HEIGHT - TOP - BOTTOM) * (self.y_hi.log10() - b) / (self.y_hi.log10() - self.y_lo.log10())
    }
}

/// The round numbers (1, 2 or 5 times a power of ten) just around `lo` and `hi`, at least a
/// factor of two apart: a scale that spends its height on the sizes the run had.
fn decades(lo: usize, hi: usize) -> (f64, f64) {
    let (lo, hi) = (lo.max(1) as f64, hi.max(1) as f64);
    let power = |v: f64| 10f64.powf(v.log10().floor());
    let below = [5.0, 2.0, 1.0].iter().map(|m| m * power(lo)).find(|&r| r <= lo).unwrap_or(power(lo));
    let above = [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * power(hi)).find(|&r| r >= hi).unwrap_or(hi);
    (below, if above >= below * 2.0 { above } else { below * 2.0 })
}

/// The grid, the ticks and the axes' names.
fn axes(s: &mut String, scale: &Scale, axis: Axis) {
    let (x0, x1, y0, y1) = (LEFT, WIDTH - RIGHT, TOP, HEIGHT - BOTTOM);
    let decades = (scale.y_hi / scale.y_lo).log10();
    let mut v = 10f64.powf(scale.y_lo.log10().floor());
    while v <= scale.y_hi * 1.0001 {
        // Within two decades, 2 and 5 of each get a line too.
        let steps: &[f64] = if decades <= 2.0 { &[1.0, 2.0, 5.0] } else { &[1.0] };
        for m in steps {
            let t = v * m;
            if t < scale.y_lo * 0.9999 || t > scale.y_hi * 1.0001 {
                continue;
            }
            let y = scale.y(t.round() as usize);
            let _ = writeln!(
                s,
                "<line class=\"grid\" x1=\"{x0}\" y1=\"{y:.1}\" x2=\"{x1}\" y2=\"{y:.1}\" stroke=\"#e8e8e8\"/>"
            );
            let _ =
                writeln!(s, "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>", x0 - 6.0, y + 4.0, short(t));
        }
        v *= 10.0;
    }
    let step = nice_step(scale.x_max / 5.0);
    let mut t = 0.0;
    while t <= scale.x_max * 1.0001 {
        let x = scale.x(t);
        let _ = writeln!(
            s,
            "<line class=\"grid\" x1=\"{x:.1}\" y1=\"{y0}\" x2=\"{x:.1}\" y2=\"{y1}\" stroke=\"#f0f0f0\"/>"
        );
        let digits = (-step.log10().floor()).max(0.0) as usize;
        let label = if step < 1.0 { format!("{t:.digits$}") } else { short(t) };
        let _ = writeln!(s, "<text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{label}</text>", y1 + 16.0);
        t += step;
    }
    let _ = writeln!(
        s,
        "<rect x=\"{x0}\" y=\"{y0}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#bbb\"/>",
        x1 - x0,
        y1 - y0
    );
    let name = match axis {
        Axis::Seconds => "seconds",
        Axis::Calls => "test calls",
    };
    let _ = writeln!(
        s,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{name}</text>",
        (x0 + x1) / 2.0,
        HEIGHT - 8.0
    );
    let _ = writeln!(
        s,
        "<text x=\"14\" y=\"{:.1}\" text-anchor=\"middle\" transform=\"rotate(-90 14 {:.1})\">bytes (log scale)</text>",
        (y0 + y1) / 2.0,
        (y0 + y1) / 2.0
    );
}

/// The files left, as steps on a linear scale from 0 to the original's count, with its scale
/// on the right.
fn files_line(
    s: &mut String,
    timeline: &[Improvement],
    files: usize,
    scale: &Scale,
    x_of: impl Fn(&Improvement) -> f64,
) {
    let (y0, y1) = (TOP, HEIGHT - BOTTOM);
    let top = files.max(1) as f64;
    let y = |n: usize| y1 - (y1 - y0) * n as f64 / top;
    let mut points = format!("{:.1},{:.1}", scale.x(0.0), y(files));
    let mut now = files;
    for i in timeline {
        let x = scale.x(x_of(i));
        let n = i.files.unwrap_or(now);
        let _ = write!(points, " {x:.1},{:.1} {x:.1},{:.1}", y(now), y(n));
        now = n;
    }
    let _ = write!(points, " {:.1},{:.1}", scale.x(scale.x_max), y(now));
    let _ = writeln!(
        s,
        "<polyline class=\"files\" points=\"{points}\" fill=\"none\" stroke=\"#444\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>"
    );
    let step = nice_step(top / 4.0).max(1.0);
    let mut t = 0.0;
    while t <= top {
        let _ = writeln!(s, "<text x=\"{:.1}\" y=\"{:.1}\">{t}</text>", WIDTH - RIGHT + 6.0, y(t as usize) + 4.0);
        t += step;
    }
    let middle = (y0 + y1) / 2.0;
    let x = WIDTH - 10.0;
    let _ = writeln!(
        s,
        "<text x=\"{x}\" y=\"{middle:.1}\" text-anchor=\"middle\" transform=\"rotate(90 {x} {middle:.1})\">files left (dashed)</text>"
    );
}

/// A step of 1, 2 or 5 times a power of ten near `raw`.
fn nice_step(raw: f64) -> f64 {
    let power = 10f64.powf(raw.max(1e-9).log10().floor());
    let m = raw / power;
    power
        * if m <= 1.0 {
            1.0
        } else if m <= 2.0 {
            2.0
        } else if m <= 5.0 {
            5.0
        } else {
            10.0
        }
}

/// A number for a tick: `1.5k`, `20M`.
fn short(v: f64) -> String {
    let (v, unit) = match v {
        v if v >= 1e6 => (v / 1e6, "M"),
        v if v >= 1e3 => (v / 1e3, "k"),
        v => (v, ""),
    };
    let digits = if v.fract().abs() < 1e-6 { 0 } else { 1 };
    format!("{v:.digits$}{unit}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(seconds: f64, calls: u64, bytes: usize, pass: &str, files: Option<usize>) -> Improvement {
        Improvement { seconds, calls, bytes, pass: pass.into(), files }
    }

    /// The numbers of every `<circle class="pt"` in `svg`, in order.
    fn circles(svg: &str) -> Vec<(f64, f64, String)> {
        let re =
            regex::Regex::new(r#"<circle class="pt" cx="([\d.]+)" cy="([\d.]+)" r="3" fill="(#[0-9a-f]{6})""#).unwrap();
        re.captures_iter(svg).map(|c| (c[1].parse().unwrap(), c[2].parse().unwrap(), c[3].to_string())).collect()
    }

    #[test]
    fn every_improvement_is_a_point_where_its_numbers_put_it() {
        let timeline = [
            point(0.5, 3, 5000, "lines", Some(4)),
            point(1.0, 9, 700, "decl", Some(2)),
            point(3.0, 20, 40, "lines", Some(2)),
        ];
        let passes = [
            PassStats { name: "lines".into(), successes: 2, ..PassStats::default() },
            PassStats { name: "decl".into(), successes: 1, ..PassStats::default() },
            PassStats { name: "blank".into(), ..PassStats::default() },
        ];
        let colors = Colors::new(&passes.iter().collect::<Vec<_>>());
        let frame = Frame { bytes: 10000, files: Some(5), end: 4.0 };
        for axis in [Axis::Seconds, Axis::Calls] {
            let svg = svg(&timeline, &frame, axis, &colors);
            let pts = circles(&svg);
            assert_eq!(pts.len(), timeline.len(), "{svg}");
            assert!(pts.windows(2).all(|w| w[0].0 < w[1].0 && w[0].1 < w[1].1), "right and down: {pts:?}");
            assert!(
                pts.iter().all(|p| (LEFT..=WIDTH - RIGHT).contains(&p.0) && (TOP..=HEIGHT - BOTTOM).contains(&p.1))
            );
            assert_eq!(pts[0].2, pts[2].2, "one pass, one colour");
            assert_ne!(pts[0].2, pts[1].2);
            assert_eq!(svg.matches("<line class=\"seg\"").count(), 3, "a segment per improvement");
            assert!(svg.contains("class=\"files\"") && svg.contains("files left"));
        }
        // A log scale: 10000 -> 1000 is as far as 1000 -> 100.
        let scale = Scale { x_max: 1.0, y_lo: 10.0, y_hi: 10000.0 };
        assert!(((scale.y(1000) - scale.y(10000)) - (scale.y(100) - scale.y(1000))).abs() < 1e-9);
        let legend = colors.legend();
        assert!(legend.contains("lines") && legend.contains("decl") && !legend.contains("blank"), "{legend}");
    }

    #[test]
    fn a_run_without_improvements_or_files_still_draws() {
        let colors = Colors::new(&[]);
        let svg = svg(&[], &Frame { bytes: 0, files: None, end: 0.0 }, Axis::Calls, &colors);
        assert!(circles(&svg).is_empty() && !svg.contains("class=\"files\"") && !svg.contains("NaN"), "{svg}");
        assert_eq!(
            (nice_step(7.0), nice_step(0.3), short(1500.0), short(20e6)),
            (10.0, 0.5, "1.5k".into(), "20M".into())
        );
    }
}
