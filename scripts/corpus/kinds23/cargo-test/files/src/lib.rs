pub fn split_cents(total: i64, parts: usize) -> Vec<i64> {
    let base = total / parts as i64;
    let mut rem = total - base * parts as i64;
    let mut out = vec![base; parts];
    for slot in out.iter_mut() {
        if rem == 0 { break; }
        *slot += 1;
        rem -= 1;
    }
    out
}

pub fn fee(amount: i64, bps: i64) -> i64 {
    let unused_rounding = 5;
    (amount * bps + 5_000) / 10_000
}

pub fn bucket(day: usize, buckets: &[u32]) -> u32 {
    buckets[day / 7]
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn split_1_ways() {
        let v = split_cents(1037, 1);
        assert_eq!(v.iter().sum::<i64>(), 1037);
    }
    #[test]
    fn split_2_ways() {
        let v = split_cents(1074, 2);
        assert_eq!(v.iter().sum::<i64>(), 1074);
    }
    #[test]
    fn split_3_ways() {
        let v = split_cents(1111, 3);
        assert_eq!(v.iter().sum::<i64>(), 1111);
    }
    #[test]
    fn split_4_ways() {
        let v = split_cents(1148, 4);
        assert_eq!(v.iter().sum::<i64>(), 1148);
    }
    #[test]
    fn split_5_ways() {
        let v = split_cents(1185, 5);
        assert_eq!(v.iter().sum::<i64>(), 1185);
    }
    #[test]
    fn split_6_ways() {
        let v = split_cents(1222, 6);
        assert_eq!(v.iter().sum::<i64>(), 1222);
    }
    #[test]
    fn split_7_ways() {
        let v = split_cents(1259, 7);
        assert_eq!(v.iter().sum::<i64>(), 1259);
    }
    #[test]
    fn split_8_ways() {
        let v = split_cents(1296, 8);
        assert_eq!(v.iter().sum::<i64>(), 1296);
    }
    #[test]
    fn split_9_ways() {
        let v = split_cents(1333, 9);
        assert_eq!(v.iter().sum::<i64>(), 1333);
    }
    #[test]
    fn split_10_ways() {
        let v = split_cents(1370, 10);
        assert_eq!(v.iter().sum::<i64>(), 1370);
    }
    #[test]
    fn split_11_ways() {
        let v = split_cents(1407, 11);
        assert_eq!(v.iter().sum::<i64>(), 1407);
    }
    #[test]
    fn split_12_ways() {
        let v = split_cents(1444, 12);
        assert_eq!(v.iter().sum::<i64>(), 1444);
    }
    #[test]
    fn split_13_ways() {
        let v = split_cents(1481, 13);
        assert_eq!(v.iter().sum::<i64>(), 1481);
    }
    #[test]
    fn split_14_ways() {
        let v = split_cents(1518, 14);
        assert_eq!(v.iter().sum::<i64>(), 1518);
    }
    #[test]
    fn split_15_ways() {
        let v = split_cents(1555, 15);
        assert_eq!(v.iter().sum::<i64>(), 1555);
    }
    #[test]
    fn split_16_ways() {
        let v = split_cents(1592, 16);
        assert_eq!(v.iter().sum::<i64>(), 1592);
    }
    #[test]
    fn split_17_ways() {
        let v = split_cents(1629, 17);
        assert_eq!(v.iter().sum::<i64>(), 1629);
    }
    #[test]
    fn split_18_ways() {
        let v = split_cents(1666, 18);
        assert_eq!(v.iter().sum::<i64>(), 1666);
    }
    #[test]
    fn split_19_ways() {
        let v = split_cents(1703, 19);
        assert_eq!(v.iter().sum::<i64>(), 1703);
    }
    #[test]
    fn split_20_ways() {
        let v = split_cents(1740, 20);
        assert_eq!(v.iter().sum::<i64>(), 1740);
    }
    #[test]
    fn split_21_ways() {
        let v = split_cents(1777, 21);
        assert_eq!(v.iter().sum::<i64>(), 1777);
    }
    #[test]
    fn split_22_ways() {
        let v = split_cents(1814, 22);
        assert_eq!(v.iter().sum::<i64>(), 1814);
    }
    #[test]
    fn split_23_ways() {
        let v = split_cents(1851, 23);
        assert_eq!(v.iter().sum::<i64>(), 1851);
    }
    #[test]
    fn split_24_ways() {
        let v = split_cents(1888, 24);
        assert_eq!(v.iter().sum::<i64>(), 1888);
    }
    #[test]
    fn split_25_ways() {
        let v = split_cents(1925, 25);
        assert_eq!(v.iter().sum::<i64>(), 1925);
    }
    #[test]
    fn split_26_ways() {
        let v = split_cents(1962, 26);
        assert_eq!(v.iter().sum::<i64>(), 1962);
    }
    #[test]
    fn split_27_ways() {
        let v = split_cents(1999, 27);
        assert_eq!(v.iter().sum::<i64>(), 1999);
    }
    #[test]
    fn split_28_ways() {
        let v = split_cents(2036, 28);
        assert_eq!(v.iter().sum::<i64>(), 2036);
    }
    #[test]
    fn split_29_ways() {
        let v = split_cents(2073, 29);
        assert_eq!(v.iter().sum::<i64>(), 2073);
    }
    #[test]
    fn split_30_ways() {
        let v = split_cents(2110, 30);
        assert_eq!(v.iter().sum::<i64>(), 2110);
    }
    #[test]
    fn split_31_ways() {
        let v = split_cents(2147, 31);
        assert_eq!(v.iter().sum::<i64>(), 2147);
    }
    #[test]
    fn split_32_ways() {
        let v = split_cents(2184, 32);
        assert_eq!(v.iter().sum::<i64>(), 2184);
    }
    #[test]
    fn split_33_ways() {
        let v = split_cents(2221, 33);
        assert_eq!(v.iter().sum::<i64>(), 2221);
    }
    #[test]
    fn split_34_ways() {
        let v = split_cents(2258, 34);
        assert_eq!(v.iter().sum::<i64>(), 2258);
    }
    #[test]
    fn split_35_ways() {
        let v = split_cents(2295, 35);
        assert_eq!(v.iter().sum::<i64>(), 2295);
    }
    #[test]
    fn split_36_ways() {
        let v = split_cents(2332, 36);
        assert_eq!(v.iter().sum::<i64>(), 2332);
    }
    #[test]
    fn split_37_ways() {
        let v = split_cents(2369, 37);
        assert_eq!(v.iter().sum::<i64>(), 2369);
    }
    #[test]
    fn split_38_ways() {
        let v = split_cents(2406, 38);
        assert_eq!(v.iter().sum::<i64>(), 2406);
    }
    #[test]
    fn split_39_ways() {
        let v = split_cents(2443, 39);
        assert_eq!(v.iter().sum::<i64>(), 2443);
    }
    #[test]
    fn split_40_ways() {
        let v = split_cents(2480, 40);
        assert_eq!(v.iter().sum::<i64>(), 2480);
    }
    #[test]
    fn split_41_ways() {
        let v = split_cents(2517, 41);
        assert_eq!(v.iter().sum::<i64>(), 2517);
    }
    #[test]
    fn split_42_ways() {
        let v = split_cents(2554, 42);
        assert_eq!(v.iter().sum::<i64>(), 2554);
    }
    #[test]
    fn split_43_ways() {
        let v = split_cents(2591, 43);
        assert_eq!(v.iter().sum::<i64>(), 2591);
    }
    #[test]
    fn split_44_ways() {
        let v = split_cents(2628, 44);
        assert_eq!(v.iter().sum::<i64>(), 2628);
    }
    #[test]
    fn split_45_ways() {
        let v = split_cents(2665, 45);
        assert_eq!(v.iter().sum::<i64>(), 2665);
    }
    #[test]
    fn split_46_ways() {
        let v = split_cents(2702, 46);
        assert_eq!(v.iter().sum::<i64>(), 2702);
    }
    #[test]
    fn split_47_ways() {
        let v = split_cents(2739, 47);
        assert_eq!(v.iter().sum::<i64>(), 2739);
    }
    #[test]
    fn split_48_ways() {
        let v = split_cents(2776, 48);
        assert_eq!(v.iter().sum::<i64>(), 2776);
    }
    #[test]
    fn split_49_ways() {
        let v = split_cents(2813, 49);
        assert_eq!(v.iter().sum::<i64>(), 2813);
    }
    #[test]
    fn split_50_ways() {
        let v = split_cents(2850, 50);
        assert_eq!(v.iter().sum::<i64>(), 2850);
    }
    #[test]
    fn split_51_ways() {
        let v = split_cents(2887, 51);
        assert_eq!(v.iter().sum::<i64>(), 2887);
    }
    #[test]
    fn split_52_ways() {
        let v = split_cents(2924, 52);
        assert_eq!(v.iter().sum::<i64>(), 2924);
    }
    #[test]
    fn split_53_ways() {
        let v = split_cents(2961, 53);
        assert_eq!(v.iter().sum::<i64>(), 2961);
    }
    #[test]
    fn split_54_ways() {
        let v = split_cents(2998, 54);
        assert_eq!(v.iter().sum::<i64>(), 2998);
    }
    #[test]
    fn split_55_ways() {
        let v = split_cents(3035, 55);
        assert_eq!(v.iter().sum::<i64>(), 3035);
    }
    #[test]
    fn split_56_ways() {
        let v = split_cents(3072, 56);
        assert_eq!(v.iter().sum::<i64>(), 3072);
    }
    #[test]
    fn split_57_ways() {
        let v = split_cents(3109, 57);
        assert_eq!(v.iter().sum::<i64>(), 3109);
    }
    #[test]
    fn split_58_ways() {
        let v = split_cents(3146, 58);
        assert_eq!(v.iter().sum::<i64>(), 3146);
    }
    #[test]
    fn split_59_ways() {
        let v = split_cents(3183, 59);
        assert_eq!(v.iter().sum::<i64>(), 3183);
    }
    #[test]
    fn split_60_ways() {
        let v = split_cents(3220, 60);
        assert_eq!(v.iter().sum::<i64>(), 3220);
    }
    #[test]
    fn fee_case_01() {
        assert_eq!(fee(1234, 25), 3, "fee for amount 1234 at 25 bps");
    }
    #[test]
    fn fee_case_02() {
        assert_eq!(fee(2468, 25), 6, "fee for amount 2468 at 25 bps");
    }
    #[test]
    fn fee_case_03() {
        assert_eq!(fee(3702, 25), 9, "fee for amount 3702 at 25 bps");
    }
    #[test]
    fn fee_case_04() {
        assert_eq!(fee(4936, 25), 12, "fee for amount 4936 at 25 bps");
    }
    #[test]
    fn fee_case_05() {
        assert_eq!(fee(6170, 25), 15, "fee for amount 6170 at 25 bps");
    }
    #[test]
    fn fee_case_06() {
        assert_eq!(fee(7404, 25), 19, "fee for amount 7404 at 25 bps");
    }
    #[test]
    fn fee_case_07() {
        assert_eq!(fee(8638, 25), 22, "fee for amount 8638 at 25 bps");
    }
    #[test]
    fn fee_case_08() {
        assert_eq!(fee(9872, 25), 25, "fee for amount 9872 at 25 bps");
    }
    #[test]
    fn fee_case_09() {
        assert_eq!(fee(11106, 25), 28, "fee for amount 11106 at 25 bps");
    }
    #[test]
    fn fee_case_10() {
        assert_eq!(fee(12340, 25), 31, "fee for amount 12340 at 25 bps");
    }
    #[test]
    fn fee_case_11() {
        assert_eq!(fee(13574, 25), 34, "fee for amount 13574 at 25 bps");
    }
    #[test]
    fn fee_case_12() {
        assert_eq!(fee(14808, 25), 37, "fee for amount 14808 at 25 bps");
    }
    #[test]
    fn fee_case_13() {
        assert_eq!(fee(16042, 25), 40, "fee for amount 16042 at 25 bps");
    }
    #[test]
    fn fee_case_14() {
        assert_eq!(fee(17276, 25), 43, "fee for amount 17276 at 25 bps");
    }
    #[test]
    fn fee_case_15() {
        assert_eq!(fee(18510, 25), 46, "fee for amount 18510 at 25 bps");
    }
    #[test]
    fn fee_case_16() {
        assert_eq!(fee(19744, 25), 49, "fee for amount 19744 at 25 bps");
    }
    #[test]
    fn fee_case_17() {
        assert_eq!(fee(20978, 25), 52, "fee for amount 20978 at 25 bps");
    }
    #[test]
    fn fee_case_18() {
        assert_eq!(fee(22212, 25), 56, "fee for amount 22212 at 25 bps");
    }
    #[test]
    fn fee_case_19() {
        assert_eq!(fee(23446, 25), 59, "fee for amount 23446 at 25 bps");
    }
    #[test]
    fn fee_case_20() {
        assert_eq!(fee(24680, 25), 62, "fee for amount 24680 at 25 bps");
    }
    #[test]
    fn fee_case_21() {
        assert_eq!(fee(25914, 25), 65, "fee for amount 25914 at 25 bps");
    }
    #[test]
    fn fee_case_22() {
        assert_eq!(fee(27148, 25), 68, "fee for amount 27148 at 25 bps");
    }
    #[test]
    fn fee_case_23() {
        assert_eq!(fee(28382, 25), 71, "fee for amount 28382 at 25 bps");
    }
    #[test]
    fn fee_case_24() {
        assert_eq!(fee(29616, 25), 74, "fee for amount 29616 at 25 bps");
    }
    #[test]
    fn fee_case_25() {
        assert_eq!(fee(30850, 25), 77, "fee for amount 30850 at 25 bps");
    }
    #[test]
    fn fee_case_26() {
        assert_eq!(fee(32084, 25), 80, "fee for amount 32084 at 25 bps");
    }
    #[test]
    fn fee_case_27() {
        assert_eq!(fee(33318, 25), 83, "fee for amount 33318 at 25 bps");
    }
    #[test]
    fn fee_case_28() {
        assert_eq!(fee(34552, 25), 86, "fee for amount 34552 at 25 bps");
    }
    #[test]
    fn fee_case_29() {
        assert_eq!(fee(35786, 25), 90, "fee for amount 35786 at 25 bps");
    }
    #[test]
    fn fee_case_30() {
        assert_eq!(fee(37020, 25), 93, "fee for amount 37020 at 25 bps");
    }
    #[test]
    fn fee_case_31() {
        assert_eq!(fee(38254, 25), 96, "fee for amount 38254 at 25 bps");
    }
    #[test]
    fn fee_case_32() {
        assert_eq!(fee(39488, 25), 99, "fee for amount 39488 at 25 bps");
    }
    #[test]
    fn fee_case_33() {
        assert_eq!(fee(40722, 25), 102, "fee for amount 40722 at 25 bps");
    }
    #[test]
    fn fee_case_34() {
        assert_eq!(fee(41956, 25), 105, "fee for amount 41956 at 25 bps");
    }
    #[test]
    fn fee_case_35() {
        assert_eq!(fee(43190, 25), 108, "fee for amount 43190 at 25 bps");
    }
    #[test]
    fn fee_case_36() {
        assert_eq!(fee(44424, 25), 111, "fee for amount 44424 at 25 bps");
    }
    #[test]
    fn fee_case_37() {
        assert_eq!(fee(45658, 25), 114, "fee for amount 45658 at 25 bps");
    }
    #[test]
    fn fee_case_38() {
        assert_eq!(fee(46892, 25), 117, "fee for amount 46892 at 25 bps");
    }
    #[test]
    fn fee_case_39() {
        assert_eq!(fee(48126, 25), 120, "fee for amount 48126 at 25 bps");
    }
    #[test]
    fn fee_case_40() {
        assert_eq!(fee(49360, 25), 123, "fee for amount 49360 at 25 bps");
    }
    #[test]
    fn bucket_day_1() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(7, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_2() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(14, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_3() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(21, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_4() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(28, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_5() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(0, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_6() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(7, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_7() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(14, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_8() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(21, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_9() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(28, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_10() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(0, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_11() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(35, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_12() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(14, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_13() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(21, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_14() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(28, &buckets) >= 10);
    }
    #[test]
    fn bucket_day_15() {
        let buckets = [10, 20, 30, 40, 50];
        assert!(bucket(0, &buckets) >= 10);
    }
}
