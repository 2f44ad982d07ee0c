import FormEngine

/// The exit statuses of formcli, after BSD's sysexits where one fits.
enum ExitStatus: Int32 {
    /// Done; everything asked for was done.
    case success = 0
    /// The walk ended with changes discarded.
    case discarded = 1
    /// The command line is wrong.
    case usage = 64
    /// A descriptor, state or value is invalid.
    case dataError = 65
    /// An input file is missing or unreadable.
    case noInput = 66
    /// An output file cannot be created.
    case cannotCreate = 73
    /// Writing an output file failed, or the terminal or stdout could not be read or written.
    case ioError = 74
    /// Another process held the state file's lock too long; nothing was written, try again.
    case tempFail = 75
    /// The terminal hung up during the walk (SIGHUP).
    case hungUp = 129
    /// Interrupted by Ctrl-C.
    case interrupted = 130
    /// Ended by SIGTERM during the walk.
    case terminated = 143

    /// The status that reports `error`.
    init(_ error: FormError) {
        switch error {
        case .unreadable: self = .noInput
        case .cannotWrite: self = .cannotCreate
        case .writeFailed: self = .ioError
        case .busy: self = .tempFail
        case .malformed, .invalidDescriptor, .invalidState, .invalidValue, .unknownRow, .refused:
            self = .dataError
        }
    }
}
