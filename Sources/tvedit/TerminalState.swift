#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextViewTerminal

// Unsafe in this file: C API: termios, write(2) and the signal handlers take pointers; the restore
// bytes are allocated once, before any handler is installed, and never freed, so a handler reads
// them without allocating (malloc is not async-signal-safe).

// The terminal's state, where the signal handlers can reach it. Signal handlers only read these
// and call async-signal-safe functions (write, tcsetattr, signal, raise, _exit).

/// The bytes given to each C `struct termios`: more than any C library's struct needs.
///
/// The C calls read and write the struct as the C headers lay it out (60 bytes in glibc), but
/// this module's global of the imported type came out 57 bytes long, and under AddressSanitizer
/// `tcgetattr` wrote past it into the next global. So the C calls get buffers of their own, and
/// Swift touches only the four flag words and `c_cc`, which lie at the front in every layout.
private let termiosBufferSize = 256

/// A zeroed buffer for one C `struct termios`, allocated once for the process's life.
private func makeTermiosBuffer() -> UnsafeMutablePointer<termios> {
    let bytes = UnsafeMutableRawPointer.allocate(byteCount: termiosBufferSize, alignment: 16)
    bytes.initializeMemory(as: UInt8.self, repeating: 0, count: termiosBufferSize)
    return bytes.bindMemory(to: termios.self, capacity: 1)
}

/// The terminal settings before raw mode (filled by `tcgetattr` before any handler is installed).
nonisolated(unsafe) let originalSettings = makeTermiosBuffer()
/// The raw-mode settings, made from the original ones.
nonisolated(unsafe) let rawSettings = makeTermiosBuffer()
/// Whether raw mode and the alternate screen are on (so restoring is needed).
nonisolated(unsafe) var terminalIsSetUp: sig_atomic_t = 0
/// The self-pipe the handlers of SIGWINCH, SIGTSTP and SIGCONT write the signal number into.
nonisolated(unsafe) var signalPipe: (read: Int32, write: Int32) = (-1, -1)
/// The bytes that put the terminal back, prepared before any handler can run.
nonisolated(unsafe) let restoreBytes: UnsafeMutableBufferPointer<UInt8> = {
    let sequence = Array((XTerm.resetAttributes + XTerm.disableMouse + XTerm.disableBracketedPaste + XTerm.enableAutowrap
                          + XTerm.showCursor + XTerm.leaveAlternateScreen).utf8)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: sequence.count)
    _ = buffer.initialize(from: sequence)
    return buffer
}()

/// Writes all of `bytes` to standard output, resuming after short writes and EINTR.
func writeOut(_ bytes: UnsafeRawBufferPointer) {
    var done = 0
    while done < bytes.count {
        let n = write(STDOUT_FILENO, bytes.baseAddress! + done, bytes.count - done)
        if n < 0 {
            if errno == EINTR || errno == EAGAIN { continue }
            return
        }
        done += n
    }
}

/// Writes `bytes` to the terminal.
func writeOut(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { writeOut($0) }
}

/// Puts the terminal back as it was: normal screen, no mouse or paste reports, cursor shown,
/// cooked mode. Async-signal-safe, and does nothing the second time.
func restoreTerminal() {
    guard terminalIsSetUp != 0 else { return }
    terminalIsSetUp = 0
    writeOut(UnsafeRawBufferPointer(restoreBytes))
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, originalSettings)
}

/// Raw mode (no echo, no line editing, no signals from keys, 8-bit input) and the alternate
/// screen with mouse and bracketed paste reports.
func setUpTerminal() -> Bool {
    // The whole C struct copied, whatever its size; then only fields at its front are changed.
    UnsafeMutableRawPointer(rawSettings).copyMemory(from: originalSettings, byteCount: termiosBufferSize)
    rawSettings.pointee.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    rawSettings.pointee.c_oflag &= ~tcflag_t(OPOST)
    rawSettings.pointee.c_cflag |= tcflag_t(CS8)
    rawSettings.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &rawSettings.pointee.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, rawSettings) == 0 else { return false }
    terminalIsSetUp = 1
    writeOut(Array((XTerm.enterAlternateScreen + XTerm.enableMouse + XTerm.enableBracketedPaste + XTerm.disableAutowrap).utf8))
    return true
}

/// The window's size in cells, at least 1 × 1.
func windowSize() -> (columns: Int, rows: Int) {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
        return (Int(size.ws_col), Int(size.ws_row))
    }
    return (80, 24)
}

/// Makes `signal` write its number into the self-pipe, for the main loop to handle.
func forwardToMainLoop(_ number: Int32) {
    _ = signal(number) { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(signalPipe.write, &byte, 1)
    }
}

/// Installs the handlers: window changes and job control go through the self-pipe to the main
/// loop; termination and crash signals restore the terminal at once and die of the same signal.
func installSignalHandlers() {
    var fds: [Int32] = [0, 0]
    if pipe(&fds) == 0 {
        signalPipe = (fds[0], fds[1])
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
    }
    // A parent may have blocked signals (a test runner's thread does); the editor needs them all.
    var handled = sigset_t()
    sigemptyset(&handled)
    for number in [SIGWINCH, SIGTSTP, SIGCONT, SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
        sigaddset(&handled, number)
    }
    _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    for number in [SIGWINCH, SIGTSTP, SIGCONT] {
        forwardToMainLoop(number)
    }
    for number in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
        _ = signal(number) { number in
            restoreTerminal()
            _ = signal(number, SIG_DFL)
            _ = raise(number)
        }
    }
}
