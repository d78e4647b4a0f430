import Canopy

// A sample written as SwiftUI sample code is (iOS 17 style), for paths: a step goal ring drawn
// with `trim` that fills with an animation, a star of one's own that takes taps only inside
// its points, a sparkline drawn from a `Path`, a dashed "add" tile and a card with two
// rounded corners.

/// A star with `points` points, in the largest square that fits.
struct Star: Shape {
    var points = 5
    var innerRatio: CGFloat = 0.45

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * innerRatio
        var path = Path()
        for index in 0..<(points * 2) {
            let angle = Angle.degrees(Double(index) * 180 / Double(points) - 90)
            let radius = index.isMultiple(of: 2) ? outer : inner
            let point = CGPoint(
                x: center.x + radius * cos(angle.radians),
                y: center.y + radius * sin(angle.radians))
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
        return path
    }
}

/// A line through `values`, lowest at the bottom of the frame, highest at the top.
struct Sparkline: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        guard values.count > 1, let high = values.max(), let low = values.min() else {
            return Path()
        }
        let span = max(high - low, 1)
        var path = Path()
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + rect.width * CGFloat(index) / CGFloat(values.count - 1),
                y: rect.maxY - rect.height * CGFloat((value - low) / span))
            if index == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        return path
    }
}

struct DailyGoal: View {
    let goal: Int
    @State private var steps = 0
    @State private var isFavourite = false

    private var progress: CGFloat { min(1, CGFloat(steps) / CGFloat(goal)) }

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.3), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(steps) / \(goal)")
            }
            .frame(width: 120, height: 120)
            Button("Walk 2,500 steps") {
                withAnimation(.easeInOut(duration: 1)) { steps += 2500 }
            }
            Sparkline(values: [3, 5, 2, 8, 6, 9])
                .stroke(Color.blue, lineWidth: 2)
                .frame(width: 200, height: 40)
            HStack(spacing: 12) {
                Star()
                    .fill(isFavourite ? Color.yellow : Color.gray)
                    .frame(width: 44, height: 44)
                    .onTapGesture { isFavourite.toggle() }
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(Color.gray, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                    .frame(width: 44, height: 44)
                    .overlay { Text("+") }
            }
        }
        .padding()
        .background(
            Color.white, in: UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24))
    }
}

#Preview("Daily goal") {
    DailyGoal(goal: 10_000)
}
