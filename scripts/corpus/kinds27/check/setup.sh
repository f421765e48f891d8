# A VAT library of an invoicing service, tested with Check (libcheck 0.15): one suite, a TCase per
# country (12), 25 tests each (5 categories x 5 net amounts), expectations from the published
# rates. The library bills bulk book orders in Portugal at the standard rate (a ticket's special
# case), so only PT's books test at 1250.00 fails. Run verbose (CK_VERBOSITY) through make check.
python3 - <<'PY'
rates = {"DE": (190, 70, 70, 70, 0), "FR": (200, 100, 55, 55, 0), "IT": (220, 100, 40, 40, 0),
         "ES": (210, 100, 40, 40, 0), "PT": (230, 130, 60, 60, 0), "NL": (210, 90, 90, 90, 0),
         "BE": (210, 120, 60, 60, 0), "AT": (200, 130, 100, 100, 0), "IE": (230, 135, 0, 0, 0),
         "PL": (230, 80, 50, 50, 0), "SE": (250, 120, 60, 120, 0), "FI": (240, 140, 100, 140, 0)}
cats = ["STANDARD", "REDUCED", "BOOKS", "FOOD", "EXPORT"]
amounts = [999, 4550, 12000, 59990, 125000]
out = ['#include <check.h>', '#include <stdlib.h>', '#include "vat.h"', '']
for c, pms in rates.items():
    for ci, cat in enumerate(cats):
        for a in amounts:
            exp = (a * pms[ci] + 500) // 1000
            out += [f'START_TEST(test_{c.lower()}_{cat.lower()}_{a})', '{',
                    f'    ck_assert_int_eq(vat_cents("{c}", CAT_{cat}, {a}), {exp});', '}', 'END_TEST', '']
out += ['static Suite *vat_suite(void)', '{', '    Suite *s = suite_create("VAT");', '    TCase *tc;']
for c in rates:
    out.append(f'    tc = tcase_create("Rates{c}");')
    for cat in cats:
        for a in amounts:
            out.append(f'    tcase_add_test(tc, test_{c.lower()}_{cat.lower()}_{a});')
    out.append('    suite_add_tcase(s, tc);')
out += ['    return s;', '}', '', 'int main(void)', '{',
        '    SRunner *sr = srunner_create(vat_suite());',
        '    srunner_run_all(sr, CK_ENV);',
        '    int failed = srunner_ntests_failed(sr);',
        '    srunner_free(sr);',
        '    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;', '}']
open("check_vat.c", "w").write("\n".join(out) + "\n")
PY
