import Foundation

/// Grouped bar charts and line charts as SVG text, with axes, ticks and a legend.
enum SVGChart {
    private static let width = 900.0, height = 460.0
    private static let left = 70.0, right = 230.0, top = 40.0, bottom = 60.0

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    private static func label(_ value: Double) -> String {
        if value >= 1_000_000 { return "\(Formatting.number(value / 1_000_000))M" }
        if value >= 1_000 { return "\(Formatting.number(value / 1_000))k" }
        return Formatting.number(value)
    }

    /// Maps values to the plot's height: log10 or linear from 0.
    private struct Scale {
        let low: Double, high: Double, log: Bool
        init(values: [Double], log: Bool) {
            let positive = values.filter { $0 > 0 && $0.isFinite }
            let maximum = positive.max() ?? 1
            self.log = log
            if log {
                low = Foundation.pow(10, Foundation.floor(Foundation.log10(positive.min() ?? 1)))
                high = Foundation.pow(10, Foundation.ceil(Foundation.log10(maximum)))
            } else {
                low = 0
                high = maximum * 1.1
            }
        }
        func y(_ value: Double) -> Double {
            let plot = SVGChart.height - SVGChart.top - SVGChart.bottom
            let fraction = log
                ? (Foundation.log10(max(value, low)) - Foundation.log10(low)) / (Foundation.log10(high) - Foundation.log10(low))
                : value / high
            return SVGChart.height - SVGChart.bottom - fraction * plot
        }
        var ticks: [Double] {
            if log {
                var result: [Double] = []
                var tick = low
                while tick <= high * 1.0001 { result.append(tick); tick *= 10 }
                return result
            }
            return (0...5).map { high / 5 * Double($0) }
        }
    }

    private static func frame(title: String, scale: Scale, unit: String, legend: [String]) -> [String] {
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
            "<text x=\"\(number(left))\" y=\"22\" font-size=\"15\">\(escape(title))</text>",
        ]
        for tick in scale.ticks {
            let y = scale.y(tick)
            parts.append("<line x1=\"\(number(left))\" y1=\"\(number(y))\" x2=\"\(number(width - right))\" y2=\"\(number(y))\" stroke=\"#ddd\"/>")
            parts.append("<text x=\"\(number(left - 6))\" y=\"\(number(y + 4))\" text-anchor=\"end\">\(label(tick)) \(unit)</text>")
        }
        parts.append("<line x1=\"\(number(left))\" y1=\"\(number(height - bottom))\" x2=\"\(number(width - right))\" y2=\"\(number(height - bottom))\" stroke=\"black\"/>")
        for (index, name) in legend.enumerated() {
            let y = top + 18 * Double(index)
            parts.append("<rect x=\"\(number(width - right + 15))\" y=\"\(number(y))\" width=\"12\" height=\"12\" fill=\"\(PlotWriter.colour(name))\"/>")
            parts.append("<text x=\"\(number(width - right + 33))\" y=\"\(number(y + 10))\">\(escape(name))</text>")
        }
        return parts
    }

    /// Bars: one group per label, one bar per series in each group.
    static func bars(title: String, groups: [String], series: [String], values: [[Double]], logScale: Bool, unit: String) -> String {
        let scale = Scale(values: values.flatMap { $0 }, log: logScale)
        var parts = frame(title: title, scale: scale, unit: unit, legend: series)
        let groupWidth = (width - left - right) / Double(max(groups.count, 1))
        let barWidth = groupWidth * 0.8 / Double(max(series.count, 1))
        for (g, group) in groups.enumerated() {
            let x0 = left + groupWidth * Double(g) + groupWidth * 0.1
            for (s, name) in series.enumerated() where values[g][s] > 0 {
                let y = scale.y(values[g][s])
                parts.append("<rect x=\"\(number(x0 + barWidth * Double(s)))\" y=\"\(number(y))\" width=\"\(number(barWidth - 1))\" "
                    + "height=\"\(number(height - bottom - y))\" fill=\"\(PlotWriter.colour(name))\">"
                    + "<title>\(escape(name)): \(Formatting.number(values[g][s])) \(unit)</title></rect>")
            }
            parts.append("<text x=\"\(number(x0 + groupWidth * 0.4))\" y=\"\(number(height - bottom + 18))\" text-anchor=\"middle\">\(escape(group))</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// Lines on log-log axes: one point per x value for each series.
    static func lines(title: String, xValues: [Double], xLabels: [String], series: [(String, [Double])], unit: String) -> String {
        let scale = Scale(values: series.flatMap { $0.1 }, log: true)
        var parts = frame(title: title, scale: scale, unit: unit, legend: series.map(\.0))
        let xLow = Foundation.log10(xValues.min() ?? 1), xHigh = Foundation.log10(xValues.max() ?? 10)
        func x(_ value: Double) -> Double {
            let span = max(xHigh - xLow, 1e-9)
            return left + 30 + (Foundation.log10(value) - xLow) / span * (width - left - right - 60)
        }
        for (value, text) in zip(xValues, xLabels) {
            parts.append("<text x=\"\(number(x(value)))\" y=\"\(number(height - bottom + 18))\" text-anchor=\"middle\">\(escape(text))</text>")
        }
        for (name, values) in series {
            let points = zip(xValues, values).filter { $0.1 > 0 }.map { "\(number(x($0.0))),\(number(scale.y($0.1)))" }
            parts.append("<polyline fill=\"none\" stroke=\"\(PlotWriter.colour(name))\" stroke-width=\"2\" points=\"\(points.joined(separator: " "))\"/>")
            for (xValue, value) in zip(xValues, values) where value > 0 {
                parts.append("<circle cx=\"\(number(x(xValue)))\" cy=\"\(number(scale.y(value)))\" r=\"4\" fill=\"\(PlotWriter.colour(name))\">"
                    + "<title>\(escape(name)): \(Formatting.number(value)) \(unit)</title></circle>")
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }
}
