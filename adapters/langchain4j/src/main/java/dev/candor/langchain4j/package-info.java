/** Candor for LangChain4j: tool results shaped to a budget before the model reads them. */
@NullMarked
package dev.candor.langchain4j;

import org.jspecify.annotations.NullMarked;
