#include "qt_bench.h"

#include <QtCore/QDir>
#include <QtCore/QStringList>
#include <QtGui/QFont>
#include <QtGui/QFontDatabase>
#include <QtGui/QGuiApplication>
#include <QtGui/QTextLayout>
#include <QtGui/QTextOption>

#include <fontconfig/fontconfig.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#include <unistd.h>

struct qb_context {
    QGuiApplication *app = nullptr;
    QFont font;
    QTextOption option;
    int fontCount = 0;
    std::string families;
};

struct qb_layout_handle {
    QTextLayout layout;
};

namespace {

int applicationArgc = 1;
char applicationName[] = "richtext-bench";
char *applicationArgv[] = {applicationName, nullptr};

std::string configFile;

void removeConfigFile() {
    if (configFile.empty()) return;
    std::remove(configFile.c_str());
    rmdir(configFile.substr(0, configFile.rfind('/')).c_str());
}

/* Writes fonts.conf without any <dir> into a new temporary folder (removed at exit) and points
   FONTCONFIG_FILE at it (and XDG_RUNTIME_DIR, if unset). Fontconfig reads that variable when it
   first initializes; in case something in this process initialized it earlier, the same
   configuration also becomes the current one (kept for the process's lifetime). Qt's font
   database then lists only the files added with addApplicationFont. */
bool isolateFontconfig() {
    const char *tmp = std::getenv("TMPDIR");
    std::string folder = std::string(tmp && *tmp ? tmp : "/tmp") + "/richtext-bench-qt.XXXXXX";
    if (!mkdtemp(folder.data())) return false;
    configFile = folder + "/fonts.conf";
    std::atexit(removeConfigFile);
    FILE *out = std::fopen(configFile.c_str(), "w");
    if (!out) return false;
    std::fputs("<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n"
               "<fontconfig><cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>\n",
               out);
    std::fclose(out);
    setenv("FONTCONFIG_FILE", configFile.c_str(), 1);
    setenv("XDG_RUNTIME_DIR", folder.c_str(), 0); /* Qt warns when it is missing */
    FcConfig *config = FcConfigCreate();
    if (!config) return false;
    const auto *name = reinterpret_cast<const FcChar8 *>(configFile.c_str());
    const bool loaded = FcConfigParseAndLoad(config, name, FcTrue) && FcConfigBuildFonts(config);
    if (!loaded || !FcConfigSetCurrent(config)) {
        FcConfigDestroy(config);
        return false;
    }
    return true;
}

/* Qt warns once per font and script when a fallback font has no OpenType tables for a script
   it does not cover (Noto Sans for Devanagari, ...): expected here, so those lines are dropped. */
QtMessageHandler defaultHandler = nullptr;

void filterMessages(QtMsgType type, const QMessageLogContext &context, const QString &message) {
    if (message.contains(QLatin1String("OpenType support missing"))) return;
    if (defaultHandler) defaultHandler(type, context, message);
}

/* Creates lines at `width` until the text is used up; returns the line count. */
int layOut(QTextLayout &layout, double width, double *height, int *offsets, int capacity) {
    double y = 0;
    int lines = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
        if (lines < capacity) offsets[lines] = line.textStart();
        lines++;
    }
    layout.endLayout();
    if (height) *height = y;
    return lines;
}

QString borrowed(const uint16_t *utf16, int len) {
    return QString::fromRawData(reinterpret_cast<const QChar *>(utf16), len);
}

}  // namespace

extern "C" {

qb_context *qb_create(const char *font_dir, const char *const *families, int family_count) {
    if (QCoreApplication::instance()) return nullptr;
    if (!isolateFontconfig()) return nullptr;
    defaultHandler = qInstallMessageHandler(filterMessages);
    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    auto *ctx = new qb_context;
    ctx->app = new QGuiApplication(applicationArgc, applicationArgv);
    const QDir fonts(QString::fromUtf8(font_dir));
    const QStringList files = fonts.entryList({"*.ttf", "*.otf"}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        if (QFontDatabase::addApplicationFont(fonts.filePath(name)) >= 0) ctx->fontCount++;
    }
    QStringList order;
    for (int i = 0; i < family_count; i++) order << QString::fromUtf8(families[i]);
    ctx->font.setFamilies(order);
    ctx->font.setPixelSize(16);
    ctx->font.setHintingPreference(QFont::PreferNoHinting);
    ctx->option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    ctx->families = QFontDatabase::families().join(QLatin1Char('\n')).toStdString();
    return ctx;
}

int qb_font_count(const qb_context *ctx) { return ctx ? ctx->fontCount : 0; }

const char *qb_families(const qb_context *ctx) { return ctx ? ctx->families.c_str() : ""; }

void qb_destroy(qb_context *ctx) {
    if (!ctx) return;
    delete ctx->app;
    delete ctx;
}

int qb_layout(qb_context *ctx, const uint16_t *utf16, int len, double width_px, double *height) {
    int lines = 0;
    double total = 0;
    int start = 0;
    for (int i = 0; i <= len; i++) {
        if (i < len && utf16[i] != '\n') continue;
        QTextLayout layout(borrowed(utf16 + start, i - start), ctx->font);
        layout.setTextOption(ctx->option);
        double paragraph = 0;
        lines += layOut(layout, width_px, &paragraph, nullptr, 0);
        total += paragraph;
        start = i + 1;
    }
    if (height) *height = total;
    return lines;
}

int qb_line_starts(qb_context *ctx, const uint16_t *utf16, int len, double width_px, int *offsets, int capacity) {
    QTextLayout layout(borrowed(utf16, len), ctx->font);
    layout.setTextOption(ctx->option);
    return layOut(layout, width_px, nullptr, offsets, capacity);
}

qb_layout_handle *qb_layout_new(qb_context *ctx, const uint16_t *utf16, int len, double width_px) {
    auto *handle = new qb_layout_handle;
    handle->layout.setText(QString(reinterpret_cast<const QChar *>(utf16), len));
    handle->layout.setFont(ctx->font);
    handle->layout.setTextOption(ctx->option);
    layOut(handle->layout, width_px, nullptr, nullptr, 0);
    return handle;
}

int qb_layout_relayout(qb_layout_handle *handle, double width_px) {
    return layOut(handle->layout, width_px, nullptr, nullptr, 0);
}

void qb_layout_free(qb_layout_handle *handle) { delete handle; }

const char *qb_qt_version(void) { return qVersion(); }

}  // extern "C"
