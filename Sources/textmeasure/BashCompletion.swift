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
    /// Whether `arguments` (without the program name) ask for the bash completion script.
    static func isRequested(by arguments: [String]) -> Bool {
        arguments == ["--generate-completion-script", "bash"] || arguments == ["--generate-completion-script=bash"]
    }

    /// The script, with the default subcommand's options completed at the top level.
    static func script() -> String {
        patched(TextMeasure.completionScript(for: .bash))
    }

    /// `script` with its top level's fallback branch also calling `measure`'s completion.
    static func patched(_ script: String) -> String {
        let fallback =
            "        # Offer subcommand completions\n"
            + "        COMPREPLY+=($(compgen -W 'measure shape render serve help' -- \"${cur}\"))\n"
        guard let range = script.range(of: fallback) else { return script }
        let withMeasure =
            fallback + "        # and the options of the default subcommand, measure\n"
            + "        unparsed_words=(\"${subcommand}\" \"${unparsed_words[@]}\")\n"
            + "        _textmeasure_measure\n"
        return script.replacingCharacters(in: range, with: withMeasure)
    }
}
