# A billing module of 40 classes with JaCoCo 0.8.12 (prepare-agent, report, and a check that wants
# 80% of lines covered in the bundle and 50% in each class); tests cover 33 classes, each test prints
# its cases; RefundPolicy, ChargebackRule and five more have no test. For the CSV case the build is
# run here and the agent reads the report it wrote.
local i n tests=0
cat >pom.xml <<'POM'
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>com.acme</groupId><artifactId>billing</artifactId><version>3.2.0</version>
<properties><maven.compiler.release>17</maven.compiler.release><project.build.sourceEncoding>UTF-8</project.build.sourceEncoding></properties>
<dependencies><dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.10.2</version><scope>test</scope></dependency></dependencies>
<build><pluginManagement><plugins>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.4.1</version></plugin>
</plugins></pluginManagement>
<plugins><plugin><groupId>org.jacoco</groupId><artifactId>jacoco-maven-plugin</artifactId><version>0.8.12</version>
<executions>
  <execution><id>prepare</id><goals><goal>prepare-agent</goal></goals></execution>
  <execution><id>report</id><phase>verify</phase><goals><goal>report</goal></goals></execution>
  <execution><id>check</id><phase>verify</phase><goals><goal>check</goal></goals><configuration><rules>
    <rule><element>BUNDLE</element><limits><limit><counter>LINE</counter><value>COVEREDRATIO</value><minimum>0.80</minimum></limit></limits></rule>
    <rule><element>CLASS</element><limits><limit><counter>LINE</counter><value>COVEREDRATIO</value><minimum>0.50</minimum></limit></limits></rule>
  </rules></configuration></execution>
</executions></plugin></plugins></build></project>
POM
mkdir -p src/main/java/com/acme/billing src/test/java/com/acme/billing
i=0
for n in Account Posting Journal Period Currency Rate Money Fee Tax Invoice Payout Batch Cursor Clock Audit Ledger Entry Rule Policy Limit Statement Export Import Report Reconcile Balance Hold Release Transfer Vendor Tenant Schedule Retry RefundPolicy ChargebackRule DisputeWindow WriteOff Escheatment CreditMemo Archive; do
  i=$((i + 1))
  cat >"src/main/java/com/acme/billing/$n.java" <<JAVA
package com.acme.billing;

public final class $n {
    public long apply(long cents, int percent) {
        if (cents < 0) {
            throw new IllegalArgumentException("negative amount");
        }
        long part = cents * percent / 100;
        if (percent > 50) {
            part = part - 1;
        }
        return cents - part;
    }

    public String describe(long cents) {
        StringBuilder sb = new StringBuilder("$n:");
        sb.append(cents / 100).append('.').append(cents % 100);
        if (cents > 1_000_000) {
            sb.append(" (large)");
        }
        return sb.toString();
    }
}
JAVA
  case $n in RefundPolicy|ChargebackRule|DisputeWindow|WriteOff|Escheatment|CreditMemo|Archive) continue ;; esac
  {
    printf 'package com.acme.billing;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nimport org.junit.jupiter.api.Test;\n\nclass %sTest {\n' "$n"
    for c in 1 2 3 4 5 6; do
      printf '    @Test\n    void appliesPercent%d() {\n        long got = new %s().apply(%d00, %d);\n        System.out.println("[%s] apply(%d00, %d) = " + got);\n        assertEquals(%d00 - %d00L * %d / 100, got);\n    }\n\n' "$c" "$n" "$c" "$((c * 5))" "$n" "$c" "$((c * 5))" "$c" "$c" "$((c * 5))"
    done
    printf '    @Test\n    void describesLargeAmounts() {\n        System.out.println("[%s] " + new %s().describe(125000000L) + " " + new %s().apply(100000, 60));\n        assertEquals("%s:1250000.0 (large)", new %s().describe(125000000L));\n    }\n}\n' "$n" "$n" "$n" "$n" "$n"

  } >"src/test/java/com/acme/billing/${n}Test.java"
done
if [[ ${CASE_ID:-} == *csv* ]]; then mvn -B -ntp verify >/dev/null 2>&1 || true; fi
