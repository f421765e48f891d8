# A two-module Kotlin 2.0 reactor built by kotlin-maven-plugin: ledger-core's 33 files each have an
# unused variable, a redundant safe call, a deprecated call and a useless cast (kotlinc 2.0 reports
# the deprecation) and compile; ledger-app's Settlement.kt assigns a String to a Long and calls a
# method that was renamed.
local i n names m
cat >pom.xml <<'POM'
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>com.acme</groupId><artifactId>ledger-parent</artifactId><version>1.3.0</version><packaging>pom</packaging>
<modules><module>ledger-core</module><module>ledger-app</module></modules></project>
POM
mkdir -p ledger-core ledger-app
for m in core app; do
dep=""
[[ $m == app ]] && dep='<dependency><groupId>com.acme</groupId><artifactId>ledger-core</artifactId><version>1.3.0</version></dependency>'
cat >ledger-$m/pom.xml <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
<groupId>com.acme</groupId><artifactId>ledger-$m</artifactId><version>1.3.0</version>
<properties><kotlin.version>2.0.21</kotlin.version><project.build.sourceEncoding>UTF-8</project.build.sourceEncoding></properties>
<dependencies><dependency><groupId>org.jetbrains.kotlin</groupId><artifactId>kotlin-stdlib</artifactId><version>\${kotlin.version}</version></dependency>$dep</dependencies>
<build><sourceDirectory>src/main/kotlin</sourceDirectory>
<pluginManagement><plugins>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>
  <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.4.1</version></plugin>
</plugins></pluginManagement>
<plugins><plugin><groupId>org.jetbrains.kotlin</groupId><artifactId>kotlin-maven-plugin</artifactId><version>\${kotlin.version}</version>
<configuration><jvmTarget>17</jvmTarget></configuration>
<executions><execution><id>compile</id><phase>compile</phase><goals><goal>compile</goal></goals></execution></executions></plugin></plugins>
</build></project>
POM
mkdir -p ledger-$m/src/main/kotlin/com/acme/ledger
done
names="Account Posting Journal Period Currency Rate Money Fee Tax Invoice Refund Payout Batch Cursor Clock Audit Ledger Entry Rule Policy Limit Statement Settlement Export Import Report Reconcile Balance Hold Release Transfer Vendor Tenant Schedule Retry Archive"
i=0
for n in $names; do
  i=$((i + 1))
  if [[ $n == Settlement ]]; then
    cat >"ledger-app/src/main/kotlin/com/acme/ledger/$n.kt" <<'KT'
package com.acme.ledger

class Settlement(private val ledger: Ledger) {
    fun settle(batchId: String, cents: String): Long {
        val total: Long = cents
        ledger.postTotal(batchId, total)
        return total
    }
}
KT
    continue
  fi
  m=core; [[ $i -gt 34 ]] && m=app
  cat >"ledger-$m/src/main/kotlin/com/acme/ledger/$n.kt" <<KT
package com.acme.ledger

class $n(val id: String) {
    fun label(prefix: String): String {
        val unused$i = prefix.length * $i
        val name: String = id
        return name?.uppercase() + "-" + prefix.toUpperCase()
    }

    fun cents(amount: Long): Long = amount as Long
}
KT
done
cat >>ledger-core/src/main/kotlin/com/acme/ledger/Ledger.kt <<'KT'

fun Ledger.post(batchId: String, total: Long): String = batchId + total
KT
