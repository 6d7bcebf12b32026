import ArgumentParser
import Foundation

/// The bash completion script, completing the default subcommand's options too.
///
/// ArgumentParser's bash script completes only subcommand names after `textmeasure`, so
/// `textmeasure --wi<Tab>` offered nothing although `measure` is the default subcommand
/// and `textmeasure --width 100 …` works. This adds `measure`'s options (and their values)
/// to the top level's completions. If a later ArgumentParser writes the script differently,
/// the script is used as it is.
enum BashCompletion {
    /// Whether `arguments` (without the program name) ask for the bash completion script:
    /// by name, or without a shell name when `shell` (`$SHELL`) is bash, as ArgumentParser
    /// then chooses bash.
    static func isRequested(by arguments: [String], shell: String?) -> Bool {
        if arguments == ["--generate-completion-script", "bash"] || arguments == ["--generate-completion-script=bash"] {
            return true
        }
        return arguments == ["--generate-completion-script"] && (shell ?? "").hasSuffix("/bash")
    }

    /// The script, with the default subcommand's options completed at the top level.
    static func script() -> String {
        patched(TextMeasure.completionScript(for: .bash))
    }

    /// `script` with its top level's fallback branch also calling `measure`'s completion:
    /// subcommand names (and the top level's `--version`, `--help`) are offered for the
    /// first word only (after an option they would be taken as the option's value or as the
    /// text, and `--align <Tab>` offered `--version -h --help` among the alignments), and
    /// `measure` gets the words as typed.
    static func patched(_ script: String) -> String {
        let fallback =
            "        # Offer subcommand completions\n"
            + "        COMPREPLY+=($(compgen -W 'measure shape render serve help' -- \"${cur}\"))\n"
        guard let range = script.range(of: fallback) else { return script }
        let replacement =
            "        # Offer subcommand completions for the first word\n"
            + "        if (( COMP_CWORD == 1 )); then\n"
            + "            COMPREPLY+=($(compgen -W 'measure shape render serve help' -- \"${cur}\"))\n"
            + "        else\n"
            + "            # past it the top level's own flags are not offered: the word is an\n"
            + "            # option's value or one of measure's options, which measure offers\n"
            + "            COMPREPLY=()\n"
            + "        fi\n"
            + "        # and the options of the default subcommand, measure, on the words as typed\n"
            + "        unparsed_words=(\"${COMP_WORDS[@]:1:${COMP_CWORD}}\")\n"
            + "        _textmeasure_measure\n"
        return script.replacingCharacters(in: range, with: replacement)
    }
}
