#ifndef CQTBENCH_SHIM_H
#define CQTBENCH_SHIM_H
/* Qt's headers are C++: only the C++ helper target (QtBenchC) includes them. This module
   exists for pkg-config (Qt6Gui's compiler and linker flags reach the targets that depend
   on it); Swift never imports it. */
#if defined(__cplusplus)
#include <QtGui/QGuiApplication>
#include <QtGui/QTextLayout>
#endif
#endif
