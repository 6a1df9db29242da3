import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A detached tmux session of a fixed size running the built `tvedit`, on a private tmux server
/// (its own socket, no configuration file), so tests neither see nor disturb anyone's tmux.
final class TmuxSession {
    /// Where tmux is, or nil when it is not installed.
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The built tvedit: beside the test bundle (the test product builds every target), else in
    /// the package's .build folders.
    static let tvedit: String? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL {
            var folder = executable.deletingLastPathComponent()
            for _ in 0 ..< 4 {
                candidates.append(folder.appendingPathComponent("tvedit"))
                folder = folder.deletingLastPathComponent()
            }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/tvedit"))
        candidates.append(package.appendingPathComponent(".build/release/tvedit"))
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Why the end-to-end tests cannot run here, or nil.
    static var unavailableReason: String? {
        if tmux == nil { return "tmux is not installed (apt-get install tmux): the end-to-end tests are skipped" }
        if tvedit == nil { return "the tvedit binary was not found beside the tests or in .build: build it with `swift build`" }
        return nil
    }

    let socket: String
    let folder: URL

    /// Starts `tvedit arguments` in a `columns` × `rows` session, in a fresh temporary folder.
    init(columns: Int = 80, rows: Int = 24, arguments: [String] = [], folder: URL) throws {
        self.folder = folder
        socket = "tvedit-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        try run(["-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "\(columns)", "-y", "\(rows)", "-c", folder.path,
                 "--", Self.tvedit!] + arguments)
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// Runs tmux with `arguments` on this session's server; returns its output.
    ///
    /// Spawned with posix_spawn and reaped with waitpid rather than with Foundation's `Process`:
    /// the test runner's threads block signals (SIGCHLD, SIGWINCH, SIGTERM), which both kept
    /// `Process` from noticing a child's exit and leaked into the children. The child starts with
    /// no signal blocked; its output goes to a file, because the server a first command starts
    /// would hold a pipe open for ever.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-out-\(UUID().uuidString)").path
        defer { unlink(file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment.removeValue(forKey: "TMUX")
        let argv = ([Self.tmux!, "-L", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, Self.tmux!, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw TmuxError.spawn(spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return String(decoding: FileManager.default.contents(atPath: file) ?? Data(), as: UTF8.self)
    }

    /// A tmux command that could not start.
    enum TmuxError: Error { case spawn(Int32) }

    /// The screen, one string per row, trailing blanks removed (as `capture-pane -p` gives it).
    func screen() throws -> [String] {
        var lines = try run(["capture-pane", "-p", "-t", "t"]).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Polls the screen until `condition` holds (every 20 ms, up to `timeout` seconds); returns the
    /// last screen either way.
    @discardableResult
    func waitForScreen(timeout: Double = 8, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var lines = try screen()
        while !condition(lines) && Date() < deadline {
            usleep(20_000)
            lines = try screen()
        }
        return lines
    }

    /// Waits until some row contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 8) throws -> [String] {
        try waitForScreen(timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Sends tmux key names (`C-s`, `Enter`, `Escape`, `M-r`).
    func keys(_ names: String...) throws {
        try run(["send-keys", "-t", "t"] + names)
    }

    /// Types `text` literally (UTF-8).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "t", "-l", text])
    }

    /// Sends raw bytes (an SGR mouse report, say).
    func bytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", "t", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Pastes `text` as the terminal would: bracketed, since tvedit asks for it.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "p", "--", text])
        try run(["paste-buffer", "-p", "-b", "p", "-t", "t"])
    }

    /// The cursor's column and row.
    func cursor() throws -> (column: Int, row: Int) {
        let parts = try run(["display-message", "-p", "-t", "t", "#{cursor_x} #{cursor_y}"]).split(separator: " ")
        return (Int(parts[0].trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1, Int(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
    }

    /// Whether the session still runs (tvedit has not exited).
    func isRunning() throws -> Bool {
        try run(["list-sessions", "-F", "#{session_name}"]).contains("t")
    }

    /// Waits for tvedit to exit.
    func waitForExit(timeout: Double = 8) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while try isRunning() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }

    /// Resizes the window.
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "t", "-x", "\(columns)", "-y", "\(rows)"])
    }
}
