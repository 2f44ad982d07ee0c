/// The declaration of one formcli option (see ``OptionTable``): everything the parser, `--help`,
/// the man page and the completion scripts know about it.
struct OptionSpec: Sendable {
    /// What the parser does with the option: sets the property of ``Options`` it stands for.
    /// The value is nil for a flag that takes none, or an optional value that was not given.
    typealias Apply = @Sendable (inout Options, String?) throws(UsageError) -> Void

    /// Where `--help` and the man page list an option.
    enum Group: Sendable {
        /// Modes (`--dump`, `--check`…): one a command line.
        case mode
        /// Options.
        case option
        /// Limits (`--max-…`), which every mode takes.
        case limit
    }

    /// The usage error for an option given in a mode it does not belong to.
    enum Refusal: Sendable {
        /// "MODE takes no WHAT", the mode named by its flag: `--check takes no --state`.
        case takesNo(String)
        /// "FLAG only applies to WHERE": `--strict only applies to --check`.
        case onlyAppliesTo(String)
    }

    /// What the completion scripts offer for the option's value.
    enum Completion: Sendable {
        /// Nothing: a free value (or no value).
        case none
        /// File names.
        case files
        /// The row keys of the FORM on the command line (`formcli --keys`), each followed by
        /// `suffix`.
        case rowKeys(suffix: String)
        /// These words, separated by spaces.
        case words(String)
    }

    /// One entry of `--help` and of the man page.
    struct Doc: Sendable {
        var group: Group
        /// `--help`'s label when it is not the flag and its value (`--check FORM...`).
        var label: String?
        /// The man page's `.It` arguments when they are not the flag and its value.
        var manLabel: String?
        /// `--help`'s text, its lines as they are printed after the label.
        var help: String
        /// The man page's text (mdoc) after the `.It` line.
        var manual: String

        static func mode(label: String? = nil, manLabel: String? = nil, _ help: String, manual: String) -> Doc
        {
            Doc(group: .mode, label: label, manLabel: manLabel, help: help, manual: manual)
        }

        static func option(label: String? = nil, manLabel: String? = nil, _ help: String, manual: String)
            -> Doc
        {
            Doc(group: .option, label: label, manLabel: manLabel, help: help, manual: manual)
        }

        static func limit(label: String? = nil, manLabel: String? = nil, _ help: String, manual: String)
            -> Doc
        {
            Doc(group: .limit, label: label, manLabel: manLabel, help: help, manual: manual)
        }
    }

    /// `--name`.
    let name: String
    /// Another spelling (`-h`).
    let alias: String?
    /// The value's placeholder (`FILE`, or the choices `phone|pad`); nil for a flag that takes none.
    let value: String?
    /// The value may be left out (`--example` alone lists the examples): the next argument is
    /// the value only when it does not start with `-`.
    let valueIsOptional: Bool
    /// The mode the flag chooses (`--dump`), if it is a mode.
    let mode: Options.Mode?
    /// The modes the option belongs to; nil: every mode.
    let modes: Set<Options.Mode>?
    /// Flags the option needs beside it (`--reveal` needs `--json`), refused as `outside` says.
    let requires: [String]
    /// How the option is refused outside its modes, or without what it requires.
    let outside: Refusal
    /// Flags the option cannot be combined with.
    let excludes: [String]
    /// What completion offers for the value.
    let completion: Completion
    /// A few words for the completion menu (fish shows them).
    let summary: String
    /// Its entries in `--help` and the man page.
    let docs: [Doc]
    /// What the parser does with it.
    let apply: Apply

    init(
        _ name: String, alias: String? = nil, value: String? = nil, valueIsOptional: Bool = false,
        mode: Options.Mode? = nil, modes: Set<Options.Mode>? = nil, requires: [String] = [],
        outside: Refusal = .onlyAppliesTo("some modes"), excludes: [String] = [],
        completion: Completion = .none,
        summary: String, docs: [Doc], apply: @escaping Apply = { _, _ in }
    ) {
        self.name = name
        self.alias = alias
        self.value = value
        self.valueIsOptional = valueIsOptional
        self.mode = mode
        self.modes = modes
        self.requires = requires
        self.outside = outside
        self.excludes = excludes
        self.completion = completion
        self.summary = summary
        self.docs = docs
        self.apply = apply
    }
}
