/// What a structural edit of a ``RunTree`` did to the number of runs per id: the ids of the runs
/// that went away and of the runs that came in (a run cut in two counts as one gone, two in).
///
/// ``AttributeStorage`` turns these into reference counts of its table; an edit that only changed
/// a run's length reports nothing.
struct RunEdit {
    var released: [AttributeID] = []
    var retained: [AttributeID] = []
}
