#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TextViewCore
import TextViewTerminal

// tvedit [FILE]: a modeless terminal editor on TextViewCore. Everything but the terminal itself
// (raw mode, signals, reading and writing bytes) is in TextViewTerminal.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "-h" || arguments.first == "--help" || arguments.count > 1 {
    print("usage: tvedit [FILE]   (no FILE: a built-in sample, saved only with save as)")
    for (keys, action) in KeyMap.summary { print("  \(keys): \(action)") }
    exit(arguments.count > 1 ? 2 : 0)
}
guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
    FileHandle.standardError.write(Data("tvedit: standard input and output must be a terminal\n".utf8))
    exit(1)
}

var size = windowSize()
let buffer: EditorBuffer
do {
    if let path = arguments.first {
        buffer = try EditorBuffer.open(URL(fileURLWithPath: path), width: Double(size.columns))
    } else {
        buffer = EditorBuffer(document: TextDocument(SampleDocument.text), url: nil, width: Double(size.columns))
    }
} catch {
    FileHandle.standardError.write(Data("tvedit: \(error)\n".utf8))
    exit(1)
}

guard tcgetattr(STDIN_FILENO, originalSettings) == 0 else {
    FileHandle.standardError.write(Data("tvedit: cannot read the terminal's settings\n".utf8))
    exit(1)
}
installSignalHandlers()
guard setUpTerminal() else {
    FileHandle.standardError.write(Data("tvedit: cannot set raw mode\n".utf8))
    exit(1)
}
atexit { restoreTerminal() }

let app = EditorApp(buffer: buffer, columns: size.columns, rows: size.rows)
var decoder = InputDecoder()
var renderer = FrameRenderer()
writeOut(renderer.render(app.frame()))

/// Suspends (SIGTSTP): the terminal back to normal, stop; on resume raw mode again and a full redraw.
@MainActor func suspend() {
    restoreTerminal()
    _ = signal(SIGTSTP, SIG_DFL)
    _ = raise(SIGTSTP)
    // Resumed.
    forwardToMainLoop(SIGTSTP)
    _ = setUpTerminal()
    renderer.invalidate()
    size = windowSize()
    app.handle(.resize(columns: size.columns, rows: size.rows))
}

// Unsafe: C API: read(2) fills this buffer, allocated once for the process's life.
let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
mainLoop: while !app.isFinished {
    var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
               pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0)]
    let ready = poll(&fds, 2, decoder.isWaiting ? InputDecoder.escapeTimeoutMilliseconds : -1)
    if ready < 0 {
        if errno == EINTR { continue }
        break
    }
    var events: [InputEvent] = []
    if ready == 0 {
        events = decoder.timeout()
    }
    if fds[1].revents & Int16(POLLIN) != 0 {
        var signals = [UInt8](repeating: 0, count: 64)
        let count = read(signalPipe.read, &signals, signals.count)
        for number in signals.prefix(Swift.max(0, count)) {
            switch Int32(number) {
            case SIGWINCH:
                size = windowSize()
                events.append(.resize(columns: size.columns, rows: size.rows))
                renderer.invalidate()
            case SIGTSTP:
                suspend()
            default:
                // SIGCONT after a stop from outside (kill -STOP): redraw everything.
                _ = setUpTerminal()
                renderer.invalidate()
            }
        }
    }
    if fds[0].revents & Int16(POLLIN) != 0 {
        let count = read(STDIN_FILENO, readBuffer.baseAddress, readBuffer.count)
        if count == 0 { break mainLoop } // the terminal went away
        if count > 0 {
            // Unsafe: the bytes just read, lent to the decoder for the call (it copies what it keeps).
            events += decoder.feed(UnsafeRawBufferPointer(rebasing: readBuffer[..<count]))
        } else if errno != EINTR && errno != EAGAIN {
            break mainLoop
        }
    } else if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
        break mainLoop
    }
    app.handle(events)
    if app.isFinished { break }
    var output = app.takeTerminalOutput()
    output += renderer.render(app.frame())
    if !output.isEmpty { writeOut(output) }
}
restoreTerminal()
exit(0)
