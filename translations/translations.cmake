# Translations: translations/stepline_<lang>.ts (Qt Linguist) -> .qm compiled into stepline_gui as
# :/i18n/stepline_<lang>.qm, and installed under share/stepline/translations.
# `ninja stepline_lupdate` refreshes the .ts files from the sources (see translations/README.md).
find_package(Qt6 REQUIRED COMPONENTS LinguistTools)

set(STEPLINE_LANGUAGES ko de fr it)
set(STEPLINE_TS_FILES)
foreach(lang ${STEPLINE_LANGUAGES})
    list(APPEND STEPLINE_TS_FILES ${PROJECT_SOURCE_DIR}/translations/stepline_${lang}.ts)
endforeach()
# Folders whose tr() strings are translated; the test and the lupdate target use the same list.
set(STEPLINE_TRANSLATED_DIRS app views loaders model)
# Code that links no Qt declares its tr() with STEPLINE_TR_FUNCTIONS(Context) (loadtext.h): lupdate
# reads it as Q_DECLARE_TR_FUNCTIONS, so the context names stay those the .ts files hold.
set(STEPLINE_LUPDATE_ALIAS Q_DECLARE_TR_FUNCTIONS+=STEPLINE_TR_FUNCTIONS CACHE INTERNAL "lupdate alias of tests/app")

qt_add_lrelease(stepline_gui TS_FILES ${STEPLINE_TS_FILES} QM_FILES_OUTPUT_VARIABLE STEPLINE_QM_FILES)
qt_add_resources(stepline_gui "stepline_translations" PREFIX /i18n BASE ${CMAKE_CURRENT_BINARY_DIR}
    FILES ${STEPLINE_QM_FILES})
install(FILES ${STEPLINE_QM_FILES} DESTINATION share/stepline/translations)

add_custom_target(stepline_lupdate
    COMMAND Qt6::lupdate -locations none -no-obsolete -tr-function-alias ${STEPLINE_LUPDATE_ALIAS}
        ${STEPLINE_TRANSLATED_DIRS} -ts ${STEPLINE_TS_FILES}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    COMMENT "Refreshing translations/*.ts from the sources"
    VERBATIM)
