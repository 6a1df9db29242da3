import Foundation
import TextViewCore
func load(_ name: String) -> ([(Int, Int, String)], String) {
let data = try! Data(contentsOf: URL(fileURLWithPath: "/tmp/\(name).json"))


let json = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
var patches: [(Int, Int, String)] = []
for t in json["txns"] as! [[String: Any]] { for pa in t["patches"] as! [[Any]] { patches.append((pa[0] as! Int, pa[1] as! Int, String(pa[2] as! String))) } }
return (patches, json["endContent"] as! String)
}
@inline(never) func run(_ patches: [(Int, Int, String)]) -> TextDocument {
var d = TextDocument()
for (pos, del, ins) in patches { d.replaceCharacters(in: NSRange(location: pos, length: del), with: ins) }
return d
}
@inline(never) func runNS(_ patches: [(Int, Int, String)]) -> NSMutableString {
let d = NSMutableString(string: "")
for (pos, del, ins) in patches { d.replaceCharacters(in: NSRange(location: pos, length: del), with: ins) }
return d
}
func cpuNow() -> UInt64 { var t = timespec(); clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec) }
func main() {
let name = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "automerge-paper"
let (patches, end) = load(name)
for _ in 0..<3 {
let t0 = cpuNow()
let d = run(patches)
let t1 = cpuNow()
print(name, patches.count, Double(t1 - t0) / 1e6, "ms", Double(t1 - t0) / Double(patches.count), "ns/edit", d.string == end)
}
let t0 = cpuNow()
let n = runNS(patches)
let t1 = cpuNow()
print("NS", Double(t1 - t0) / Double(patches.count), "ns/edit", n as String == end)
}
main()
