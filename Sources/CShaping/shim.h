// The C libraries RichText shapes with: FreeType (loading, validation, names),
// HarfBuzz (shaping, metrics, coverage) and FriBidi (UAX #9 embedding levels).
// Include paths come from pkg-config (harfbuzz pulls in freetype2).
#ifndef RICHTEXT_CSHAPING_SHIM_H
#define RICHTEXT_CSHAPING_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#include <hb.h>
#include <hb-ot.h>
#include <hb-ft.h>

#include <fribidi/fribidi.h>

#endif
