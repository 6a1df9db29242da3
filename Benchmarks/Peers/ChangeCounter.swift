/// What the benchmark's observer does with each change: counts it and its length change, so the
/// delivery cannot be optimised away.
final class ChangeCounter {
    var changes = 0
    var lengthChange = 0
}
