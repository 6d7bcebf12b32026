import Glibc

/// Keeps Cairo 1.16's own leaks out of LeakSanitizer's report, for the few calls known to
/// make them (`make test-asan`); in a build without the sanitizer it only runs the call.
///
/// Debian's Cairo 1.16 loses a copy of the font options' variation string each time it
/// makes a scaled font at variations (`cairo_font_options_merge`, `cairo_scaled_font_create`,
/// `cairo_set_font_options`), and FreeType's design-axis description each time it opens
/// a variable face (`cairo_ft_font_face_create_for_ft_face`): about 140 bytes a face and
/// 11 a scaled font, fixed in later Cairo releases. No RichText frame lies between those
/// allocations and Cairo's entry points, and without slow unwinding their stacks end
/// inside Cairo, so a suppression file could only name all of Cairo and would hide a
/// surface or context RichText failed to destroy. Instead, exactly these calls run with
/// leak checking paused (`__lsan_disable` … `__lsan_enable`, the sanitizer's interface
/// for this, looked up at run time: present only when the sanitizer is linked in).
enum CairoLeakAllowance {
    private typealias Toggle = @convention(c) () -> Void

    /// The sanitizer's pause and resume functions, when it is linked in.
    private static let toggles: (pause: Toggle, resume: Toggle)? = {
        guard let pause = dlsym(nil, "__lsan_disable"), let resume = dlsym(nil, "__lsan_enable") else {
            return nil
        }
        return (unsafeBitCast(pause, to: Toggle.self), unsafeBitCast(resume, to: Toggle.self))
    }()

    /// Runs `body`, a call into Cairo that may make one of the leaks above, with leak
    /// checking paused on this thread when `applies` (and the sanitizer is there).
    static func run<Result>(if applies: Bool = true, _ body: () -> Result) -> Result {
        guard applies, let toggles else { return body() }
        toggles.pause()
        defer { toggles.resume() }
        return body()
    }
}
