// cmark-gfm: the CommonMark reference parser with GitHub's extensions (tables,
// strikethrough, autolinks, task lists). Used by TextParsers' MarkdownRenderer.
#ifndef RICHTEXT_CCMARKGFM_SHIM_H
#define RICHTEXT_CCMARKGFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#endif
